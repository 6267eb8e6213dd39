import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser, type TTestLicence } from '../../../test/factories';
import { createTestApp, type TTestApp } from '../../../test/harness';
import { multipart } from '../../../test/multipart';

// Over a real socket: `app.inject()` hands the whole body over at once, so it never showed the broken pipe.
let app: TTestApp;
let origin: string;
let licence: TTestLicence;
let token: string;
beforeAll(async () => {
  app = await createTestApp({ UPLOAD_MAX_MB: '1' });
  licence = await createLicence(app);
  ({ token } = await createSignedInUser(app, licence, { role: 'CLIENT' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(() => app.close());

const twoMegabytesOfJson = () => JSON.stringify({ email: 'a@b.rs', password: 'x'.repeat(2 * 1024 * 1024) });

describe('a body over the limit gets a 413 the client can read', () => {
  it('answers fetch a JSON body over 1 MB with 413 and the message, in Serbian by default and English on request', async () => {
    for (const [language, message] of [
      [undefined, 'Zahtev je prevelik.'],
      ['en', 'The request is too large.'],
    ] as const) {
      const response = await fetch(`${origin}/api/v1/users/login-licence-user`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-licence': String(licence.id),
          ...(language ? { 'accept-language': language } : {}),
        },
        body: twoMegabytesOfJson(),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ name: 'Payload Too Large', message, status: 413 });
    }
  });

  it('reads a body announced over the limit to its end before answering 413, so the sender never meets a closed socket', async () => {
    const piece = Buffer.alloc(64 * 1024, 120);
    const sent = await sendSlowly(
      [`Content-Length: ${32 * piece.length}`],
      Array.from({ length: 32 }, () => piece),
    );
    expect(sent.writeError).toBeUndefined();
    expect(sent.isAnsweredBeforeBodyEnd).toBe(false);
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toEqual({
      name: 'Payload Too Large',
      message: 'The request is too large.',
      status: 413,
    });
  });

  it('does the same for a chunked body that passes the limit on the way', async () => {
    const piece = Buffer.alloc(64 * 1024, 120);
    const chunked = (data: Buffer) =>
      Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
    const sent = await sendSlowly(
      ['Transfer-Encoding: chunked'],
      [...Array.from({ length: 32 }, () => chunked(piece)), Buffer.from('0\r\n\r\n')],
    );
    expect(sent.writeError).toBeUndefined();
    expect(sent.isAnsweredBeforeBodyEnd).toBe(false);
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body).message).toBe('The request is too large.');
  });

  it('answers a file over UPLOAD_MAX_MB with 413 and its message', async () => {
    const body = await multipart({
      image: { data: Buffer.alloc(2 * 1024 * 1024, 7), filename: 'big.jpg', type: 'image/jpeg' },
    });
    const response = await fetch(`${origin}/api/v1/media/upload-image`, {
      method: 'POST',
      headers: { ...body.headers, 'x-licence': String(licence.id), authorization: `Bearer ${token}` },
      body: new Uint8Array(body.payload),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      name: 'Payload Too Large',
      message: 'Datoteka je prevelika (najviše 1 MB).',
      status: 413,
    });
  });

  it('still serves the next request on the same server after refusing a large body', async () => {
    const response = await fetch(`${origin}/health`);
    expect(response.status).toBe(200);
  });
});

/**
 * A client that sends its body a piece at a time (5 ms apart, as a slow network does) over a raw socket, and reports
 * whether a write failed and whether the answer came before the body was all sent.
 */
async function sendSlowly(headers: string[], pieces: Buffer[]) {
  const { port } = app.server.address() as { port: number };
  const socket = connect(port, '127.0.0.1');
  let received = '';
  let writeError: string | undefined;
  let isBodySent = false;
  let isAnsweredBeforeBodyEnd = false;
  socket.setEncoding('utf8').on('data', (text: string) => {
    if (!isBodySent) isAnsweredBeforeBodyEnd = true;
    received += text;
  });
  socket.on('error', (error: NodeJS.ErrnoException) => {
    writeError = error.code ?? error.message;
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const head = [
    'POST /api/v1/users/login-licence-user HTTP/1.1',
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    `X-Licence: ${licence.id}`,
    'Accept-Language: en',
    ...headers,
  ];
  socket.write(`${head.join('\r\n')}\r\n\r\n`);
  for (const [index, piece] of pieces.entries()) {
    if (writeError || socket.destroyed) break;
    // An answer may come once the last piece is on its way, not before.
    if (index === pieces.length - 1) isBodySent = true;
    await new Promise<void>((resolve) => socket.write(piece, () => resolve()));
    await sleep(5);
  }
  await Promise.race([closed, sleep(5000)]);
  socket.destroy();
  const [head0 = '', ...rest] = received.split('\r\n\r\n');
  return {
    writeError,
    isAnsweredBeforeBodyEnd,
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head0)?.[1]),
    body: rest.join('\r\n\r\n'),
  };
}
