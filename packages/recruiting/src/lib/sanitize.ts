/**
 * Offer HTML from the API is untrusted (ARCHITECTURE: sanitise API HTML). A small allow-list rebuilder that runs
 * the same on the server and in the browser (identical output, so hydration matches) without a DOM library:
 * every tag in the output is one we write ourselves, every other '<' is escaped, script/style contents are dropped.
 */
const ALLOWED = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'h3', 'h4', 'h5', 'span', 'a']);
const VOID = new Set(['br']);
const DROP_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
]);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/))/i;

const escapeText = (text: string): string =>
  text
    .replace(/&(?!(?:[a-z][a-z0-9]{1,31}|#\d{1,7}|#x[0-9a-f]{1,6});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttr = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const decodeBasic = (value: string): string =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number(dec), 0x10ffff)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/gi, '&');

function hrefOf(attributes: string): string | null {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  if (!match) return null;
  // Control characters and whitespace inside a scheme are how 'java\tscript:' slips through: strip before testing.
  const raw = decodeBasic(match[1] ?? match[2] ?? match[3] ?? '').replace(/[\p{Cc} ]/gu, '');
  return SAFE_HREF.test(raw) ? raw : null;
}

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

export function sanitizeOfferHtml(html: string | null | undefined): string {
  if (typeof html !== 'string' || html === '') return '';
  let out = '';
  let last = 0;
  let dropping: string | null = null;
  const open: string[] = [];
  for (const match of html.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (!dropping) out += escapeText(html.slice(last, index));
    last = index + match[0].length;
    const name = match[1]?.toLowerCase();
    if (!name) continue; // comment
    const closing = match[0].startsWith('</');
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/.test(match[2] ?? '')) dropping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (VOID.has(name)) {
      out += `<${name}>`;
      continue;
    }
    if (name === 'a') {
      const href = hrefOf(match[2] ?? '');
      out += href ? `<a href="${escapeAttr(href)}" rel="noopener noreferrer">` : '<a>';
    } else out += `<${name}>`;
    open.push(name);
  }
  if (!dropping) out += escapeText(html.slice(last));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
