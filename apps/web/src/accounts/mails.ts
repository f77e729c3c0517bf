/**
 * The account's e-mails in the site's look (the job agents' layout) and the account's language: the code and
 * confirmation link of a sign-up, the notice to an address that already has an account (a sign-up answers the same
 * either way, so nobody learns from the page whether an address is registered), and the password reset link.
 * No advertising. HTML plus plain text; every value escaped. Pure.
 */
import type { getTranslator } from '@meridian/i18n';
import { button, escapeHtml, layout, type Mail, type MailSite } from '@/job-agents/mails';

type TFunction = ReturnType<typeof getTranslator>;

interface Common {
  site: MailSite;
  lang: string;
  t: TFunction;
}

const headers = { 'Auto-Submitted': 'auto-generated' };

export function verificationMail({
  site,
  lang,
  t,
  code,
  confirmUrl,
}: Common & { code: string; confirmUrl: string }): Mail {
  const intro = t('account.mail.verifyIntro');
  const linkText = t('account.mail.verifyLink');
  const ignore = t('account.mail.ignore');
  const label = t('account.mail.verifyButton');
  return {
    subject: t('account.mail.verifySubject', { site: site.name, code }),
    text: `${intro}\n\n    ${code}\n\n${linkText}\n${confirmUrl}\n\n${ignore}\n`,
    html: layout(
      site,
      lang,
      `<p style="margin:0">${escapeHtml(intro)}</p>` +
        `<p style="margin:16px 0;font-size:28px;font-weight:bold;letter-spacing:6px" data-code="${escapeHtml(code)}">${escapeHtml(code)}</p>` +
        `<p style="margin:0">${escapeHtml(linkText)}</p>${button(site, confirmUrl, label)}`,
      escapeHtml(ignore),
    ),
    headers,
  };
}

export function existingAccountMail({
  site,
  lang,
  t,
  signInUrl,
  resetUrl,
}: Common & { signInUrl: string; resetUrl: string }): Mail {
  const intro = t('account.mail.existsIntro');
  const ignore = t('account.mail.ignore');
  return {
    subject: t('account.mail.existsSubject', { site: site.name }),
    text: `${intro}\n\n${t('account.button.signIn')}: ${signInUrl}\n${t('account.link.forgot')}: ${resetUrl}\n\n${ignore}\n`,
    html: layout(
      site,
      lang,
      `<p style="margin:0">${escapeHtml(intro)}</p>${button(site, signInUrl, t('account.button.signIn'))}` +
        `<p style="margin:0"><a href="${escapeHtml(resetUrl)}">${escapeHtml(t('account.link.forgot'))}</a></p>`,
      escapeHtml(ignore),
    ),
    headers,
  };
}

export function resetMail({ site, lang, t, resetUrl }: Common & { resetUrl: string }): Mail {
  const intro = t('account.mail.resetIntro');
  const ignore = t('account.mail.ignore');
  const label = t('account.mail.resetButton');
  return {
    subject: t('account.mail.resetSubject', { site: site.name }),
    text: `${intro}\n\n${label}:\n${resetUrl}\n\n${ignore}\n`,
    html: layout(
      site,
      lang,
      `<p style="margin:0">${escapeHtml(intro)}</p>${button(site, resetUrl, label)}`,
      escapeHtml(ignore),
    ),
    headers,
  };
}

/** The confirmation that an account and its data are deleted (sent to the address it had; nothing to click). */
export function deletedMail({ site, lang, t, email }: Common & { email: string }): Mail {
  const intro = t('account.mail.deletedIntro', { email });
  const what = t('account.mail.deletedWhat');
  const note = t('account.mail.deletedNote');
  return {
    subject: t('account.mail.deletedSubject', { site: site.name }),
    text: `${intro}\n\n${what}\n\n${note}\n`,
    html: layout(
      site,
      lang,
      `<p style="margin:0 0 16px">${escapeHtml(intro)}</p><p style="margin:0">${escapeHtml(what)}</p>`,
      escapeHtml(note),
    ),
    headers,
  };
}
