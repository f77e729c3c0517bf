import sanitizeHtml from 'sanitize-html';

/**
 * Content from the CMS or the recruiting API is untrusted HTML: only this allow-list reaches the page.
 * Links keep http(s), mailto, tel and site-relative targets; scripts, event handlers, styles and iframes go.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'code',
    'pre',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    // Links that open a new tab must not hand the opener to the target.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    h1: 'h2',
  },
};

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
