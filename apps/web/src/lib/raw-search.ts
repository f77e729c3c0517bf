/** The query string of a URL exactly as sent, '?' included ('' without one); the fragment is never part of it. */
export function rawSearch(url: string): string {
  const hash = url.indexOf('#');
  const withoutFragment = hash === -1 ? url : url.slice(0, hash);
  const start = withoutFragment.indexOf('?');
  if (start === -1 || start === withoutFragment.length - 1) return '';
  return withoutFragment.slice(start);
}
