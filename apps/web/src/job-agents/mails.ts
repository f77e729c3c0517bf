/**
 * The job agent's two e-mails, in the agent's language and the site's colours: the confirmation (no advertising:
 * one sentence, one button, what happens otherwise) and the digest of new offers. HTML plus plain text; every
 * text from the site, the search or the recruiting API is escaped. Pure: the scheduler and the routes send them.
 */
import { BRAND_PALETTES, type BrandKey } from '@meridian/contracts';
import type { getTranslator } from '@meridian/i18n';

type TFunction = ReturnType<typeof getTranslator>;

/** At most this many offers are listed; the rest are counted and linked. */
export const DIGEST_LIST_SIZE = 10;
/** How the sites' analytics see visits from a digest. */
export const JOB_AGENT_UTM = { utm_source: 'jobagent', utm_medium: 'email' } as const;

export interface MailSite {
  name: string;
  /** The key of the site's palette (its theme). */
  theme: BrandKey;
}

export interface Mail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface DigestOffer {
  title: string;
  /** "Stuttgart" or "Stuttgart, 12 km" … as the site shows it. */
  place: string;
  /** The offer page on its site, absolute. */
  url: string;
}

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An absolute https/http URL with the job agent's campaign parameters added. */
export function withJobAgentUtm(url: string): string {
  const parsed = new URL(url);
  for (const [name, value] of Object.entries(JOB_AGENT_UTM)) parsed.searchParams.set(name, value);
  return parsed.toString();
}

export function layout(site: MailSite, lang: string, body: string, footer: string): string {
  const colors = BRAND_PALETTES[site.theme].colors;
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(site.name)}</title></head>
<body style="margin:0;padding:0;background:${colors.background};color:${colors.text};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:600px;margin:0 auto;padding:24px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:${colors.primary}">${escapeHtml(site.name)}</p>
${body}
<hr style="border:none;border-top:1px solid #ccc;margin:32px 0 16px">
<p style="margin:0;font-size:13px;color:${colors.text}">${footer}</p>
</div></body></html>`;
}

export function button(site: MailSite, href: string, label: string): string {
  const colors = BRAND_PALETTES[site.theme].colors;
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:${colors.primary};color:${colors.onPrimary};text-decoration:none;border-radius:4px;font-weight:bold">${escapeHtml(label)}</a></p>`;
}

export function confirmationMail(input: {
  site: MailSite;
  lang: string;
  t: TFunction;
  searchName: string;
  frequency: string;
  confirmUrl: string;
}): Mail {
  const { site, t } = input;
  const values = { site: site.name, search: input.searchName, frequency: t(`jobAgent.frequency.${input.frequency}`) };
  const intro = t('jobAgent.mail.confirmIntro', values);
  const ignore = t('jobAgent.mail.confirmIgnore');
  const label = t('jobAgent.mail.confirmButton');
  return {
    subject: t('jobAgent.mail.confirmSubject', values),
    text: `${intro}\n\n${label}:\n${input.confirmUrl}\n\n${ignore}\n`,
    html: layout(
      site,
      input.lang,
      `<p style="margin:0">${escapeHtml(intro)}</p>${button(site, input.confirmUrl, label)}`,
      escapeHtml(ignore),
    ),
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

export function digestMail(input: {
  site: MailSite;
  lang: string;
  t: TFunction;
  searchName: string;
  /** The new offers in the search's order (only the first DIGEST_LIST_SIZE are listed). */
  offers: DigestOffer[];
  /** New offers in all (more than listed when the API found more). */
  total: number;
  /** The career page with the saved search. */
  showAllUrl: string;
  manageUrl: string;
  /** The one-click unsubscribe URL (RFC 8058): a POST there stops the agent. */
  unsubscribeUrl: string;
}): Mail {
  const { site, t } = input;
  const listed = input.offers.slice(0, DIGEST_LIST_SIZE);
  const total = Math.max(input.total, input.offers.length);
  const more = total - listed.length;
  const showAll = withJobAgentUtm(input.showAllUrl);
  const values = { count: total, search: input.searchName, site: site.name };
  const intro = t('jobAgent.mail.digestIntro', values);
  const colors = BRAND_PALETTES[site.theme].colors;
  const items = listed
    .map(
      (offer) =>
        `<li style="margin:0 0 16px"><a href="${escapeHtml(withJobAgentUtm(offer.url))}" style="color:${colors.primary};font-weight:bold">${escapeHtml(offer.title)}</a><br><span>${escapeHtml(offer.place)}</span></li>`,
    )
    .join('');
  const moreLine = more > 0 ? t('jobAgent.mail.more', { count: more }) : '';
  const footerLinks = [
    [input.manageUrl, t('jobAgent.mail.manage')],
    [input.unsubscribeUrl, t('jobAgent.mail.unsubscribe')],
  ] as const;
  const why = t('jobAgent.mail.why', values);
  const text = [
    intro,
    '',
    ...listed.flatMap((offer) => [`- ${offer.title}`, `  ${offer.place}`, `  ${withJobAgentUtm(offer.url)}`]),
    ...(moreLine ? ['', moreLine] : []),
    '',
    `${t('jobAgent.mail.showAll')}: ${showAll}`,
    '',
    '--',
    why,
    ...footerLinks.map(([href, label]) => `${label}: ${href}`),
    '',
  ].join('\n');
  const html = layout(
    site,
    input.lang,
    `<p style="margin:0 0 16px">${escapeHtml(intro)}</p><ul style="margin:0;padding:0 0 0 20px">${items}</ul>` +
      (moreLine ? `<p style="margin:16px 0 0">${escapeHtml(moreLine)}</p>` : '') +
      button(site, showAll, t('jobAgent.mail.showAll')),
    `${escapeHtml(why)}<br>${footerLinks
      .map(([href, label]) => `<a href="${escapeHtml(href)}" style="color:${colors.text}">${escapeHtml(label)}</a>`)
      .join(' · ')}`,
  );
  return {
    subject: t('jobAgent.mail.digestSubject', values),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Auto-Submitted': 'auto-generated',
    },
  };
}
