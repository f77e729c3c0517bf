/** The view-counting pixel (SPEC §7.7): a 1×1 transparent GIF and the checks on its path. */

/** GIF89a, 1×1, one transparent colour: the classic 43-byte pixel. */
export const TRANSPARENT_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** A job id from the path: a positive integer that fits a 32-bit database column. */
export function parseJobId(value: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}

/** The tracking key of a view: letters, digits, '_' and '-', 1–64 characters. */
export function isTrackingKey(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(value);
}
