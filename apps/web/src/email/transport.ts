import nodemailer, { type Transporter } from 'nodemailer';

/**
 * The one SMTP connection of the web server: SMTP_URL (smtp://user:pass@host:587), which `npm start` points at its
 * local inbox when none is set. Without it, messages are rendered but not sent (JSON transport) and logged.
 */
let cached: { url: string | undefined; transport: Transporter } | undefined;

export function mailTransport(): Transporter {
  const url = process.env.SMTP_URL || undefined;
  if (!cached || cached.url !== url) {
    const transport = url ? nodemailer.createTransport(url) : nodemailer.createTransport({ jsonTransport: true });
    cached = { url, transport };
  }
  return cached.transport;
}

export const mailIsSent = (): boolean => Boolean(process.env.SMTP_URL);

/** The sender address of every mail; the display name is the site's (or the CMS's). */
export const fromAddress = (): string => process.env.EMAIL_FROM ?? 'no-reply@meridian.example';
