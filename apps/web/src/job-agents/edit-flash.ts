/**
 * After a refused search edit the manage route answers 303 back to the page (post/redirect/get); the error and
 * what the person typed travel in this short-lived cookie, scoped to the page's path, so that the form shows the
 * named error with the typed values (nothing to type again). Every other answer of the route clears it.
 */
import crypto from 'node:crypto';
import type { EditError, EditErrorCode, EditField, SearchEditInput } from './search-edit';

export const EDIT_FLASH_COOKIE = 'meridian_job_agent';
export const EDIT_FLASH_MAX_AGE_SECONDS = 120;

export interface EditFlash {
  /** The agent whose form it belongs to (the page also lists the address's other agents). */
  agent: number;
  /**
   * Named in the answer's URL (`edit=`): only that page shows the error, so a later visit from the mail's link does
   * not show an old one.
   */
  id: string;
  error: EditError;
  values: SearchEditInput;
}

const FIELDS: readonly EditField[] = ['keyword', 'city', 'radius', 'type', 'filters', 'form'];
const CODES: readonly EditErrorCode[] = [
  'keyword',
  'cityInvalid',
  'cityNotFound',
  'cityUnavailable',
  'radius',
  'type',
  'filters',
  'unchanged',
];

export const newEditFlashId = (): string => crypto.randomBytes(6).toString('base64url');

export const encodeEditFlash = (flash: EditFlash): string =>
  Buffer.from(JSON.stringify(flash), 'utf8').toString('base64url');

/** The flash from a cookie value, or null for anything that is not exactly what encodeEditFlash writes. */
export function decodeEditFlash(raw: string | null | undefined): EditFlash | null {
  if (!raw || raw.length > 4000) return null;
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const error = data.error as Record<string, unknown> | undefined;
  const values = data.values as Record<string, unknown> | undefined;
  if (!Number.isInteger(data.agent) || typeof data.id !== 'string' || !/^[\w-]{1,16}$/.test(data.id)) return null;
  if (!error || !values) return null;
  if (!FIELDS.includes(error.field as EditField) || !CODES.includes(error.code as EditErrorCode)) return null;
  const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
  return {
    agent: data.agent as number,
    id: data.id,
    error: { field: error.field as EditField, code: error.code as EditErrorCode },
    values: {
      keyword: text(values.keyword, 201),
      city: text(values.city, 101),
      radius: text(values.radius, 4),
      type: values.type === null ? null : text(values.type, 2),
      keep: Array.isArray(values.keep) ? values.keep.slice(0, 200).map((key) => text(key, 60)) : [],
    },
  };
}

/** The Set-Cookie value that stores a flash for the page at `path`, or (flash null) clears it. */
export function editFlashCookie(path: string, flash: EditFlash | null, secure: boolean): string {
  const value = flash ? encodeEditFlash(flash) : '';
  const age = flash ? EDIT_FLASH_MAX_AGE_SECONDS : 0;
  return `${EDIT_FLASH_COOKIE}=${value}; Path=${path}; Max-Age=${age}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
