/**
 * After a refused form the account routes answer 303 back to the page (post/redirect/get); the errors and what was
 * typed (never a password) travel in this short-lived cookie, named by an id in the answer's URL (`e=`), so only
 * that page view shows them. Pure.
 */
import crypto from 'node:crypto';
import type { FormError } from './requests';

export interface AccountFlash {
  id: string;
  errors: FormError[];
  /** The typed values to show again (passwords are never kept). */
  values: Record<string, string>;
  /** Values for the error texts ({{count}}, {{seconds}}). */
  params?: Record<string, number>;
}

export const newFlashId = (): string => crypto.randomBytes(6).toString('base64url');

export const encodeFlash = (flash: AccountFlash): string =>
  Buffer.from(JSON.stringify(flash), 'utf8').toString('base64url');

/** Field names and codes: letters, then letters or digits (`preferredCity2`). */
const NAME = /^[a-zA-Z][a-zA-Z0-9]{0,23}$/;

export function decodeFlash(raw: string | null | undefined, id: string | null | undefined): AccountFlash | null {
  if (!raw || !id || raw.length > 3500) return null;
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || data.id !== id || !/^[\w-]{1,16}$/.test(id)) return null;
  if (!Array.isArray(data.errors) || typeof data.values !== 'object' || !data.values) return null;
  const errors = (data.errors as FormError[])
    .filter((error) => error && NAME.test(error.field) && NAME.test(error.code))
    .slice(0, 20);
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(data.values as Record<string, unknown>))
    if (NAME.test(key) && key !== 'password' && typeof value === 'string') values[key] = value.slice(0, 300);
  const params: Record<string, number> = {};
  for (const [key, value] of Object.entries((data.params ?? {}) as Record<string, unknown>))
    if (NAME.test(key) && Number.isInteger(value)) params[key] = value as number;
  return { id, errors, values, params };
}
