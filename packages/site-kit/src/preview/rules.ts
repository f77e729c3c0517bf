/**
 * Workspace preview links (SPEC §2.6, §6): while a preview is shown, every same-host link keeps the preview
 * parameter, so an editor can walk through the site's drafts. Pure functions shared by the server (fragment
 * HTML) and the browser (links on the page and in layers).
 */
export const PREVIEW_PARAM = 'ADMCMD_prev';

const NON_NAVIGATING = /^(?:mailto|tel|javascript|data|blob|sms):/i;

/**
 * `href` with `ADMCMD_prev={token}` in its query, before any `#fragment`; unchanged when it leaves the host,
 * is not http(s), or is a same-page `#fragment` only (that stays on the current, already previewed URL).
 * The link keeps its form (relative stays relative); an existing preview parameter is replaced, the rest of
 * the query is kept byte for byte.
 */
export function withPreviewParam(href: string, pageUrl: string, token: string): string {
  const trimmed = href.trim();
  if (trimmed === '' || trimmed.startsWith('#') || NON_NAVIGATING.test(trimmed)) return href;
  let target: URL;
  let page: URL;
  try {
    page = new URL(pageUrl);
    target = new URL(trimmed, page);
  } catch {
    return href;
  }
  if ((target.protocol !== 'http:' && target.protocol !== 'https:') || target.host !== page.host) return href;
  const hashAt = trimmed.indexOf('#');
  const beforeHash = hashAt === -1 ? trimmed : trimmed.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : trimmed.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  const kept = query.split('&').filter((pair) => pair !== '' && decodeName(pair.split('=')[0]!) !== PREVIEW_PARAM);
  kept.push(`${PREVIEW_PARAM}=${encodeURIComponent(token)}`);
  return `${base}?${kept.join('&')}${hash}`;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

const HREF_ATTRIBUTE = /(<a\b[^>]*?\shref=)(["'])(.*?)\2/gi;

const unescapeAttribute = (value: string) =>
  value.replace(
    /&(amp|quot|#39|#x27|lt|gt);/g,
    (_, entity: string) => ({ amp: '&', quot: '"', '#39': "'", '#x27': "'", lt: '<', gt: '>' })[entity] ?? _,
  );
const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/**
 * The same rule over server-rendered HTML (the `?type=24818` fragment): every `<a href>` gets the parameter.
 * Meant for markup our own renderer produced (quoted attributes), not arbitrary HTML.
 */
export function rewriteHtmlLinks(html: string, pageUrl: string, token: string): string {
  return html.replace(HREF_ATTRIBUTE, (match, start: string, quote: string, value: string) => {
    const href = unescapeAttribute(value);
    const rewritten = withPreviewParam(href, pageUrl, token);
    return rewritten === href ? match : `${start}${quote}${escapeAttribute(rewritten)}${quote}`;
  });
}

const WITH_PREVIEW_PARAM = new RegExp(`\\S*[?&]${PREVIEW_PARAM}=\\S*`, 'gi');

/**
 * `text` with every `ADMCMD_prev` query parameter taken out of the URLs in it (the rest of each query and any
 * fragment kept): a preview token opens drafts, so it never leaves the page for analytics or any third party.
 */
export function withoutPreviewParam(text: string): string {
  if (!text.toLowerCase().includes(PREVIEW_PARAM.toLowerCase())) return text;
  return text.replace(WITH_PREVIEW_PARAM, (url) => {
    const hashAt = url.indexOf('#');
    const fragment = hashAt === -1 ? '' : url.slice(hashAt);
    const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
    const queryAt = beforeHash.indexOf('?');
    if (queryAt === -1) return url; // only after '#': not a query parameter
    const kept = beforeHash
      .slice(queryAt + 1)
      .split('&')
      .filter((pair) => pair.split('=')[0]!.toLowerCase() !== PREVIEW_PARAM.toLowerCase());
    return `${beforeHash.slice(0, queryAt)}${kept.length > 0 ? `?${kept.join('&')}` : ''}${fragment}`;
  });
}
