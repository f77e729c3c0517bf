/**
 * A real SMTP server inside the test process (smtp-server), keeping every message parsed (mailparser). Recipients
 * can be made to fail: permanently (550) or for now (451), as a remote server would answer.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Inbox {
  url: string;
  messages: ParsedMail[];
  /** Addresses answered 550 (mailbox unavailable) or 451 (try again later). */
  refuse: Map<string, 550 | 451>;
  to(address: string): ParsedMail[];
  close(): Promise<void>;
}

export async function startInbox(): Promise<Inbox> {
  const messages: ParsedMail[] = [];
  const refuse = new Map<string, 550 | 451>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = refuse.get(address.address.toLowerCase());
      if (!code) return callback();
      const error = Object.assign(new Error(code === 550 ? 'Mailbox unavailable' : 'Try again later'), {
        responseCode: code,
      });
      callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuse,
    to: (address) =>
      messages.filter((mail) =>
        [mail.to]
          .flat()
          .some((to) => to?.value.some((entry) => entry.address?.toLowerCase() === address.toLowerCase())),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
