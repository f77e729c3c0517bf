/**
 * Where an editor's preview opens (SPEC §2.6): the page's URL on its own site's host. The CMS runs on any
 * site host; when the editor works on another site's host, the page's site's first host is used with the
 * same port (development hosts differ only by name).
 */
export function previewOrigin(protocol: 'http:' | 'https:', requestHost: string, siteHosts: readonly string[]): string {
  const [hostname = '', port] = requestHost.toLowerCase().split(/:(?=\d+$)/);
  if (siteHosts.length === 0 || siteHosts.includes(hostname)) return `${protocol}//${requestHost.toLowerCase()}`;
  return `${protocol}//${siteHosts[0]}${port ? `:${port}` : ''}`;
}

/** The preview URL: the page path with `ADMCMD_prev={token}`. */
export function previewUrl(origin: string, path: string, token: string): string {
  return `${origin}${path}?ADMCMD_prev=${encodeURIComponent(token)}`;
}
