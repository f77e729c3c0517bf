import type { EmailAdapter, SendEmailOptions } from 'payload';
import nodemailer from 'nodemailer';
import { logger } from '@/server/logger';

/**
 * Payload e-mail over nodemailer: SMTP when SMTP_URL is set (smtp://user:pass@host:587), otherwise messages are
 * rendered and written to the log, so password-reset mails are visible in development.
 */
export const meridianEmailAdapter: EmailAdapter = () => {
  const transport = process.env.SMTP_URL
    ? nodemailer.createTransport(process.env.SMTP_URL)
    : nodemailer.createTransport({ jsonTransport: true });
  const defaultFromAddress = process.env.EMAIL_FROM ?? 'no-reply@meridian.example';
  const defaultFromName = process.env.EMAIL_FROM_NAME ?? 'Meridian CMS';
  return {
    name: 'meridian-nodemailer',
    defaultFromAddress,
    defaultFromName,
    sendEmail: async (message: SendEmailOptions) => {
      const result = await transport.sendMail({ from: `${defaultFromName} <${defaultFromAddress}>`, ...message });
      if (!process.env.SMTP_URL)
        logger.info({ to: message.to, subject: message.subject }, 'e-mail (not sent: no SMTP_URL)');
      return result;
    },
  };
};
