/**
 * The SMTP transport sends what the outbox shows (decision 0035): Reply-To, and each attachment as a MIME part under
 * its name and type. A loopback SMTP server takes the message, so nothing leaves the machine.
 */

import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tinyPdf } from '../../../test/support/contact-files';
import { SmtpMailer } from './mailer';

/** Speaks just enough SMTP to take one message at a time; keeps each message's DATA. */
function startSmtpServer() {
  const messages: string[] = [];
  const server: Server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 test\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return { server, messages };
}

let smtp: ReturnType<typeof startSmtpServer>;
let port: number;
beforeAll(async () => {
  smtp = startSmtpServer();
  await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

it('sends Reply-To and the attachment with its name and type', async () => {
  const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}/?ignoreTLS=true`, 'Izlog <no-reply@izlog.example.com>');
  const pdf = tinyPdf('SMTP');
  await mailer.send({
    licenceId: 1,
    to: 'prodaja@firma.example.com',
    replyTo: 'kupac@example.com',
    subject: 'Upit',
    text: 'U prilogu je upit.',
    attachments: [{ filename: 'upit.pdf', contentType: 'application/pdf', content: pdf }],
  });
  const [message] = smtp.messages;
  expect(message).toMatch(/^Reply-To: kupac@example\.com\r$/m);
  expect(message).toMatch(/^To: prodaja@firma\.example\.com\r$/m);
  expect(message).toMatch(/^Content-Type: application\/pdf; name=upit\.pdf\r$/m);
  expect(message).toMatch(/^Content-Disposition: attachment; filename=upit\.pdf\r$/m);
  const encoded = message!
    .split(/filename=upit\.pdf\r\n\r\n/)[1]!
    .split('\r\n--')[0]!
    .replace(/\r\n/g, '');
  expect(Buffer.from(encoded, 'base64').equals(pdf)).toBe(true);
});

it('sends a mail without extras as before', async () => {
  const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}/?ignoreTLS=true`, 'Izlog <no-reply@izlog.example.com>');
  await mailer.send({ licenceId: null, to: 'a@example.com', subject: 'Zdravo', text: 'Samo tekst.' });
  const message = smtp.messages.at(-1)!;
  expect(message).not.toMatch(/^Reply-To:/m);
  expect(message).toContain('Samo tekst.');
});
