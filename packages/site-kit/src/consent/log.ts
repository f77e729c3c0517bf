/**
 * The consent-log entry the browser sends after every save (POST /api/consent): validated strictly — the body
 * is the proof of consent, so anything malformed is refused rather than repaired.
 */
import { isConsentId, isRevision } from './cookie.ts';
import { isItemType } from './items.ts';
import type { ConsentRecord } from './rules.ts';

export const CONSENT_LOG_MAX_BYTES = 2048;

export interface ConsentLogBody {
  consentId: string;
  revision: number;
  choices: ConsentRecord;
}

export type ParseResult = { ok: true; value: ConsentLogBody } | { ok: false; error: string };

export function parseConsentLogBody(value: unknown): ParseResult {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, error: 'body must be a JSON object' };
  const { consentId, revision, choices, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return { ok: false, error: `unknown field: ${Object.keys(rest)[0]!.slice(0, 40)}` };
  if (!isConsentId(consentId)) return { ok: false, error: 'consentId must be a UUID' };
  if (!isRevision(revision)) return { ok: false, error: 'revision must be a whole number from 1' };
  if (!choices || typeof choices !== 'object' || Array.isArray(choices))
    return { ok: false, error: 'choices must be an object' };
  const entries = Object.entries(choices as Record<string, unknown>);
  if (entries.length === 0) return { ok: false, error: 'choices must not be empty' };
  for (const [key, flag] of entries) {
    if (!isItemType(key)) return { ok: false, error: `unknown consent item: ${key.slice(0, 40)}` };
    if (typeof flag !== 'boolean') return { ok: false, error: `choice ${key} must be true or false` };
  }
  return { ok: true, value: { consentId: consentId.toLowerCase(), revision, choices: choices as ConsentRecord } };
}
