import { withoutPreviewParam } from '../preview/rules.ts';

/**
 * What may leave the page (SPEC §5.5): every value is cut to its limit, e-mail addresses are masked to
 * `***@domain` and workspace preview tokens are taken out of URLs before anything is pushed to the data layer.
 */
export const LIMITS = {
  eventParam: 100,
  userProperty: 36,
  itemParam: 100,
  userId: 256,
  pageTitle: 300,
  pageLocation: 420,
  pageReferrer: 420,
} as const;

/** Per-parameter limits that differ from the event-parameter default. */
const PARAM_LIMITS: Record<string, number> = {
  page_title: LIMITS.pageTitle,
  page_location: LIMITS.pageLocation,
  page_referrer: LIMITS.pageReferrer,
  user_id: LIMITS.userId,
};

// Local part, then '@' (also URL-encoded), then a domain with a dot. The local part takes the RFC 5322 atext
// characters except the URL delimiters / ? # & = (so `?email=jane@x.de` keeps `?email=`).
const EMAIL = /[A-Za-z0-9._%+\-!$'*^`{|}~]+(?:@|%40)((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})/g;

export const maskEmails = (text: string): string => text.replace(EMAIL, '***@$1');

/** Cuts to at most `max` characters without splitting a surrogate pair. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}

export type Scalar = string | number | boolean;

/** A string masked, then cut; finite numbers and booleans as they are; anything else dropped (undefined). */
export function cleanScalar(value: unknown, max: number): Scalar | undefined {
  if (typeof value === 'string') return cut(maskEmails(withoutPreviewParam(value)), max);
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value;
  return undefined;
}

function cleanObject(value: Record<string, unknown>, limitFor: (key: string) => number): Record<string, Scalar> {
  const result: Record<string, Scalar> = {};
  for (const [key, raw] of Object.entries(value)) {
    if (key === '__proto__') continue;
    const clean = cleanScalar(raw, limitFor(key));
    if (clean !== undefined) result[cut(key, 40)] = clean;
  }
  return result;
}

export const cleanItem = (item: Record<string, unknown>): Record<string, Scalar> =>
  cleanObject(item, () => LIMITS.itemParam);

/** Event parameters: `items` (and `ecommerce.items`) cleaned as items, every other value to its limit. */
export function cleanEventParams(params: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(params)) {
    if (key === '__proto__') continue;
    if (key === 'items' && Array.isArray(raw)) {
      result.items = raw
        .filter((item) => item && typeof item === 'object')
        .map((item) => cleanItem(item as Record<string, unknown>));
    } else if (key === 'ecommerce' && raw && typeof raw === 'object' && !Array.isArray(raw)) {
      result.ecommerce = cleanEventParams(raw as Record<string, unknown>);
    } else if (key === 'user_properties' && raw && typeof raw === 'object') {
      result.user_properties = cleanUserProperties(raw as Record<string, unknown>);
    } else if (raw === null && key === 'ecommerce') {
      result.ecommerce = null;
    } else {
      const clean = cleanScalar(raw, Object.hasOwn(PARAM_LIMITS, key) ? PARAM_LIMITS[key]! : LIMITS.eventParam);
      if (clean !== undefined) result[key] = clean;
    }
  }
  return result;
}

/** The user properties of SPEC §3.4, named with the product prefix (ARCHITECTURE §5). */
export const USER_PROPERTIES = [
  'meridian_application',
  'meridian_user',
  'meridian_role',
  'meridian_organization',
  'meridian_department',
  'meridian_street',
  'meridian_zipcode',
  'meridian_city',
  'meridian_country',
  'meridian_section',
  'meridian_category',
] as const;
export type UserPropertyName = (typeof USER_PROPERTIES)[number];
export type UserPropertyKey = UserPropertyName extends `meridian_${infer K}` ? K : never;

/** Accepts `city` or `meridian_city`; unknown names are dropped; values cut to 36 characters. */
export function cleanUserProperties(props: Record<string, unknown>): Partial<Record<UserPropertyName, Scalar>> {
  const result: Partial<Record<UserPropertyName, Scalar>> = {};
  for (const [key, raw] of Object.entries(props)) {
    const name = (key.startsWith('meridian_') ? key : `meridian_${key}`) as UserPropertyName;
    if (!(USER_PROPERTIES as readonly string[]).includes(name)) continue;
    const clean = cleanScalar(raw, LIMITS.userProperty);
    if (clean !== undefined) result[name] = clean;
  }
  return result;
}

/** The three application contexts (SPEC §1): a brand-prefixed touch label, intranet and talent_portal. */
export type ApplicationContext = 'touch' | 'intranet' | 'talent_portal';
export function applicationLabel(context: ApplicationContext, brand: string): string {
  return context === 'touch' ? cut(`${brand}_touch`, LIMITS.userProperty) : context;
}
