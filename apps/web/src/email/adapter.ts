import type { EmailAdapter, SendEmailOptions } from 'payload';
import { logger } from '@/server/logger';
import { fromAddress, mailIsSent, mailTransport } from './transport';

/**
 * Payload e-mail over nodemailer: SMTP when SMTP_URL is set (smtp://user:pass@host:587), otherwise messages are
 * rendered and written to the log, so password-reset mails are visible in development.
 */
export const meridianEmailAdapter: EmailAdapter = () => {
  const defaultFromAddress = fromAddress();
  const defaultFromName = process.env.EMAIL_FROM_NAME ?? 'Meridian CMS';
  return {
    name: 'meridian-nodemailer',
    defaultFromAddress,
    defaultFromName,
    sendEmail: async (message: SendEmailOptions) => {
      const result = await mailTransport().sendMail({ from: `${defaultFromName} <${defaultFromAddress}>`, ...message });
      if (!mailIsSent()) logger.info({ to: message.to, subject: message.subject }, 'e-mail (not sent: no SMTP_URL)');
      return result;
    },
  };
};
