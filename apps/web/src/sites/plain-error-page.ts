import type { ContentLanguage } from './languages';

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

/** A small self-contained error page for requests rejected before any site is resolved. */
export function plainErrorPage(status: 400 | 414, lang: ContentLanguage): Response {
  const { title, message } = TEXTS[status][lang];
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${status} – ${title}</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f6f6f4;color:#1b1f24}main{max-width:32rem;padding:2rem}h1{font-size:1.75rem;margin:0 0 .5rem}a{color:#1b2a4a}</style></head><body><main><h1>${title}</h1><p>${message}</p><p><a href="/">Home</a></p></main></body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}
