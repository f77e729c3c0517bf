/**
 * What the sites send to the job-agent routes, checked before anything is stored: the create request from the
 * result list's form, and the management page's actions. Pure, so every bad case is unit-tested.
 */
import { isEmailAddress, normalizeEmail } from '@/email/address';
import { isFrequency, type Frequency } from './schedule';

/** Bodies are small; anything larger is refused before it is read. */
export const AGENT_BODY_MAX_BYTES = 8 * 1024;

export interface CreateRequest {
  email: string;
  frequency: Frequency;
  /** The career page's query string (checked against the site's recruiting configuration by saved-search.ts). */
  search: string;
  /** The career page: /{market}/{lang}/… of this site. */
  pagePath: string;
  market: string;
  lang: string;
  /** The page the person was on (the consent proof's "where"). */
  page: string;
}

export type CreateField = 'email' | 'frequency' | 'search' | 'pagePath' | 'page' | 'consent';
export type Parsed<T, F extends string> = { ok: true; value: T } | { ok: false; field: F };

const PAGE_PATH = /^\/([a-z]{2})\/([a-z]{2})(?:\/[a-z0-9-]{1,80}){0,4}$/;

/** A create request of a site serving these locales, or the first field that is wrong. */
export function parseCreateRequest(
  body: unknown,
  locales: readonly { market: string; lang: string }[],
): Parsed<CreateRequest, CreateField> {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (name: string) => (typeof input[name] === 'string' ? (input[name] as string) : null);
  const email = normalizeEmail(text('email') ?? '');
  if (!isEmailAddress(email)) return { ok: false, field: 'email' };
  const frequency = input.frequency;
  if (!isFrequency(frequency)) return { ok: false, field: 'frequency' };
  const search = text('search');
  if (search === null || search.length > 2_000) return { ok: false, field: 'search' };
  const pagePath = text('pagePath') ?? '';
  const locale = PAGE_PATH.exec(pagePath);
  if (!locale || !locales.some((l) => l.market === locale[1] && l.lang === locale[2]))
    return { ok: false, field: 'pagePath' };
  const page = text('page') ?? '';
  if (page.length > 2_000 || !/^https?:\/\/[^\s]+$/.test(page)) return { ok: false, field: 'page' };
  if (input.consent !== true) return { ok: false, field: 'consent' };
  return {
    ok: true,
    value: { email, frequency, search, pagePath, market: locale[1]!, lang: locale[2]!, page },
  };
}

export const MANAGE_ACTIONS = ['pause', 'resume', 'frequency', 'search', 'delete', 'deleteAll'] as const;
export type ManageAction = (typeof MANAGE_ACTIONS)[number];

export interface ManageForm {
  token: string;
  action: ManageAction;
  frequency?: Frequency;
  /** The page's locale (`{market}/{lang}`, the language the person reads it in): the answer goes back there. */
  page?: { market: string; lang: string };
}

/** A management page form post: the link's token, the action and (for `frequency`) the new one. */
export function parseManageForm(form: URLSearchParams): Parsed<ManageForm, 'token' | 'action' | 'frequency'> {
  const token = form.get('token') ?? '';
  if (!token || token.length > 200) return { ok: false, field: 'token' };
  const action = form.get('action');
  if (!(MANAGE_ACTIONS as readonly (string | null)[]).includes(action)) return { ok: false, field: 'action' };
  const locale = /^([a-z]{2})\/([a-z]{2})$/.exec(form.get('page') ?? '');
  const page = locale ? { market: locale[1]!, lang: locale[2]! } : undefined;
  if (action === 'frequency') {
    const frequency = form.get('frequency');
    if (!isFrequency(frequency)) return { ok: false, field: 'frequency' };
    return { ok: true, value: { token, action, frequency, page } };
  }
  return { ok: true, value: { token, action: action as ManageAction, page } };
}
