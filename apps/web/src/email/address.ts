/** E-mail addresses typed into the sites' forms (contest entries, job agents). */
export const EMAIL_MAX = 254;

/** A practical address check (what browsers accept for type=email). */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const isEmailAddress = (value: string): boolean => value.length <= EMAIL_MAX && EMAIL.test(value);

/** One spelling per address: stored and compared lower-case, without surrounding spaces. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
