import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { meridianEmailAdapter } from './adapter';

/** A minimal SMTP server on a free local port: it accepts one session and keeps the envelope and the message. */
async function smtpServer() {
  const received: { from?: string; to: string[]; data: string } = { to: [], data: '' };
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          received.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (command === 'MAIL') {
          received.from = /<(.*)>/.exec(line)?.[1];
          socket.write('250 2.1.0 ok\r\n');
        } else if (command === 'RCPT') {
          received.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          socket.write('250 2.1.5 ok\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 2.0.0 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const adapter = () => meridianEmailAdapter({ payload: {} as never });

describe('CMS e-mail over nodemailer', () => {
  afterEach(() => {
    delete process.env.SMTP_URL;
  });

  it('without SMTP_URL renders the message (sender, recipient, subject, body) instead of sending it', async () => {
    delete process.env.SMTP_URL;
    const result = (await adapter().sendEmail({
      to: 'editor@brand-a.example',
      subject: 'Reset your password',
      html: '<p>Hello</p>',
    })) as {
      message: string;
    };
    const message = JSON.parse(result.message);
    expect(message.from).toEqual({ address: 'no-reply@meridian.example', name: 'Meridian CMS' });
    expect(message.to).toEqual([{ address: 'editor@brand-a.example', name: '' }]);
    expect(message.subject).toBe('Reset your password');
    expect(message.html).toBe('<p>Hello</p>');
  });

  it('with SMTP_URL delivers the message to that SMTP server', async () => {
    const smtp = await smtpServer();
    try {
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
      const result = (await adapter().sendEmail({
        to: 'editor@brand-b.example',
        subject: 'Reset your password',
        text: 'Hello',
      })) as {
        accepted: string[];
      };
      expect(result.accepted).toEqual(['editor@brand-b.example']);
      expect(smtp.received.from).toBe('no-reply@meridian.example');
      expect(smtp.received.to).toEqual(['editor@brand-b.example']);
      expect(smtp.received.data).toMatch(/^Subject: Reset your password\r$/m);
      expect(smtp.received.data).toMatch(/^From: Meridian CMS <no-reply@meridian\.example>\r$/m);
      expect(smtp.received.data).toContain('Hello');
    } finally {
      await smtp.close();
    }
  });
});
