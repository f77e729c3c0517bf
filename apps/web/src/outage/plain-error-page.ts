import { getTranslator } from '@meridian/i18n';
import type { ContentLanguage } from '@/sites/languages';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A small self-contained HTML page: a heading, a message and links, in the plain look every such page shares
 * (nothing loaded from elsewhere, no script). `title` is the document's title, the heading's by default.
 */
export function plainPage({
  lang,
  title,
  heading = title,
  message,
  links,
}: {
  lang: string;
  title: string;
  heading?: string;
  message: string;
  links: { href: string; label: string }[];
}): string {
  const items = links.map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`).join(' · ');
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f6f6f4;color:#1b1f24}main{max-width:32rem;padding:2rem}h1{font-size:1.75rem;margin:0 0 .5rem}a{color:#1b2a4a}</style></head><body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(message)}</p><p>${items}</p></main></body></html>`;
}

/** The catalogue's page for an HTTP status: "{status} – {title}" as the document's title. */
function statusPage(lang: ContentLanguage, status: 400 | 414 | 503, links: { href: string; label: string }[]) {
  const t = getTranslator(lang);
  const title = t(`http.status.${status}.status`);
  return plainPage({
    lang,
    title: `${status} – ${title}`,
    heading: title,
    message: t(`http.status.${status}.message`),
    links,
  });
}

/** A small self-contained error page for requests rejected before any site is resolved (§8.1 catalogue texts). */
export function plainErrorPage(status: 400 | 414, lang: ContentLanguage): Response {
  return new Response(statusPage(lang, status, [{ href: '/', label: 'Home' }]), {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * 503 when the database is unavailable: the §8.1 catalogue title and message of 503 in the page's
 * language, links to try the same address again, back to the page a form was sent from and home, with
 * Retry-After. Self-contained: without the database there is no site data to build the site's chrome from.
 */
export function unavailablePage(
  lang: ContentLanguage,
  { retry, home, back, retryAfterSeconds }: { retry?: string; home?: string; back?: string; retryAfterSeconds: number },
): Response {
  const t = getTranslator(lang);
  const links = [
    ...(retry ? [{ href: retry, label: t('site.serverError.retry') }] : []),
    ...(back ? [{ href: back, label: t('contest.rejected.back') }] : []),
    ...(home ? [{ href: home, label: t('site.serverError.backToHome') }] : []),
  ];
  return new Response(statusPage(lang, 503, links), {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(retryAfterSeconds),
    },
  });
}
