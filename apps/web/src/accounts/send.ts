/** The account's mails composed for a site and locale and sent (the job agents' SMTP transport). */
import { getTranslator, isLang } from '@meridian/i18n';
import type { BrandKey } from '@meridian/contracts';
import type { MailSender } from '@/job-agents/run';
import { siteVoice } from '@/sites/themes';
import { accountPath } from './links';
import { deletedMail, existingAccountMail, resetMail, verificationMail } from './mails';

export interface MailContext {
  send: MailSender;
  site: { name: string; theme: string };
  /** The site's origin the links point to (the request's). */
  origin: string;
  locale: { market: string; lang: string };
}

const common = ({ site, locale }: MailContext) => {
  const lang = isLang(locale.lang) ? locale.lang : 'de';
  return {
    site: { name: site.name, theme: site.theme as BrandKey },
    lang,
    t: getTranslator(lang, siteVoice(site.theme)),
  };
};
const url = (context: MailContext, path: string) => new URL(path, context.origin).toString();

export async function sendVerification(context: MailContext, to: string, code: string, link: string): Promise<void> {
  const confirmUrl = url(context, accountPath(context.locale, 'verify', `token=${link}`));
  const mail = verificationMail({ ...common(context), code, confirmUrl });
  await context.send({ ...mail, to, fromName: context.site.name });
}

export async function sendExistingAccount(context: MailContext, to: string): Promise<void> {
  const mail = existingAccountMail({
    ...common(context),
    signInUrl: url(context, accountPath(context.locale, 'signIn')),
    resetUrl: url(context, accountPath(context.locale, 'forgot')),
  });
  await context.send({ ...mail, to, fromName: context.site.name });
}

export async function sendReset(context: MailContext, to: string, token: string): Promise<void> {
  const resetUrl = url(context, accountPath(context.locale, 'reset', `token=${token}`));
  const mail = resetMail({ ...common(context), resetUrl });
  await context.send({ ...mail, to, fromName: context.site.name });
}

export async function sendDeleted(context: MailContext, to: string): Promise<void> {
  const mail = deletedMail({ ...common(context), email: to });
  await context.send({ ...mail, to, fromName: context.site.name });
}
