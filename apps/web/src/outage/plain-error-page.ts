import { getTranslator } from '@meridian/i18n';
import type { ContentLanguage } from '@/sites/languages';

const TEXTS: Record<400 | 414, Record<ContentLanguage, { title: string; message: string }>> = {
  400: {
    de: { title: 'Ungültige Anfrage', message: 'Die Adresse ist fehlerhaft aufgebaut.' },
    en: { title: 'Bad Request', message: 'The request message was incorrectly structured.' },
    fr: { title: 'Requête incorrecte', message: 'La requête est mal formée.' },
    es: { title: 'Solicitud incorrecta', message: 'La solicitud tiene un formato incorrecto.' },
  },
  414: {
    de: { title: 'Adresse zu lang', message: 'Die angeforderte Adresse ist zu lang.' },
    en: { title: 'URI too long', message: 'The requested address is too long.' },
    fr: { title: 'Adresse trop longue', message: "L'adresse demandée est trop longue." },
    es: { title: 'Dirección demasiado larga', message: 'La dirección solicitada es demasiado larga.' },
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(
  lang: ContentLanguage,
  status: number,
  title: string,
  message: string,
  links: { href: string; label: string }[],
): string {
  const items = links.map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`).join(' · ');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${status} – ${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f6f6f4;color:#1b1f24}main{max-width:32rem;padding:2rem}h1{font-size:1.75rem;margin:0 0 .5rem}a{color:#1b2a4a}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p>${items}</p></main></body></html>`;
}

/** A small self-contained error page for requests rejected before any site is resolved. */
export function plainErrorPage(status: 400 | 414, lang: ContentLanguage): Response {
  const { title, message } = TEXTS[status][lang];
  return new Response(page(lang, status, title, message, [{ href: '/', label: 'Home' }]), {
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
  return new Response(page(lang, 503, t('http.status.503.status'), t('http.status.503.message'), links), {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(retryAfterSeconds),
    },
  });
}
