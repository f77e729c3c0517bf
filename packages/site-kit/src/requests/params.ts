/**
 * URL encoding of request parameters (SPEC §7.1): the query string for GET and DELETE, the body for POST and
 * PUT (`application/x-www-form-urlencoded`). Arrays repeat their key (`a=1&a=2`), nested objects use
 * brackets (`filter[city]=Köln`), `null`/`undefined` are left out, spaces become `+`.
 */
export type ParamValue = string | number | boolean | null | undefined | ParamValue[] | { [key: string]: ParamValue };
export type Params = Record<string, ParamValue>;

function append(search: URLSearchParams, key: string, value: ParamValue): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) append(search, key, item);
  } else if (typeof value === 'object') {
    for (const [child, childValue] of Object.entries(value)) append(search, `${key}[${child}]`, childValue);
  } else {
    search.append(key, String(value));
  }
}

/** `{ search: 'C# dev', page: 2 }` → `search=C%23+dev&page=2`. */
export function encodeParams(params: Params | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) append(search, key, value);
  return search.toString();
}

/** Appends an encoded query to a URL that may already have one, keeping any `#fragment` at the end. */
export function withQuery(url: string, query: string): string {
  if (!query) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}${query}${hash}`;
}
