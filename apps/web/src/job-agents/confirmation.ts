/** The confirmation mail of a new agent, composed in its language and the site's look and sent. */
import crypto from 'node:crypto';
import { getTranslator, isLang } from '@meridian/i18n';
import type { BrandKey } from '@meridian/contracts';
import type { JobAgent } from '@/payload-types';
import { siteVoice } from '@/sites/themes';
import { confirmPageUrl } from './links';
import { confirmationMail } from './mails';
import type { MailSender } from './run';
import { agentSearchOf, describeSavedSearch } from './saved-search';
import { agentToken } from './token';

/** The consent sentence shown beside the form, and its version (stored as the proof's "which text"). */
export function consentText(lang: string, theme: string): { text: string; textVersion: string } {
  const text = getTranslator(isLang(lang) ? lang : 'de', siteVoice(theme))('jobAgent.form.consent');
  return { text, textVersion: crypto.createHash('sha256').update(text).digest('hex').slice(0, 16) };
}

export function searchNameOf(
  agent: Pick<JobAgent, 'search' | 'lang' | 'market' | 'pagePath'>,
  site: { key: string; theme: string },
) {
  const { criteria } = agentSearchOf(agent, site.key);
  return describeSavedSearch(criteria, getTranslator(isLang(agent.lang) ? agent.lang : 'de', siteVoice(site.theme)));
}

export async function sendConfirmation(
  send: MailSender,
  secret: string,
  agent: JobAgent,
  site: { key: string; name: string; theme: string },
): Promise<void> {
  const lang = isLang(agent.lang) ? agent.lang : 'de';
  const mail = confirmationMail({
    site: { name: site.name, theme: site.theme as BrandKey },
    lang,
    t: getTranslator(lang, siteVoice(site.theme)),
    searchName: searchNameOf(agent, site),
    frequency: agent.frequency,
    confirmUrl: confirmPageUrl(
      agent.origin,
      agent.market,
      agent.lang,
      agentToken(secret, 'confirm', agent.id, agent.tokenNonce),
    ),
  });
  await send({ ...mail, to: agent.email, fromName: site.name });
}
