/**
 * Issue 24 item 9: the dev outbox holds every licence's mail (reset links, attachments), so it answers only a caller on
 * this machine — judged by the socket's address, never by X-Forwarded-For — unless DEV_MAIL_ALLOW=any, and it is off
 * whenever mail goes out by SMTP. To anyone else it is a route that does not exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import { loadConfig } from '../../../config';

const OUTBOX_PATHS = ['/dev/mail', '/dev/mail.json', '/dev/mail/1/attachments/0'];

const get = (app: TTestApp, url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, remoteAddress, headers });

/** The answer to a route that does not exist, for the same caller: what a refused caller must get. */
const missingRoute = (app: TTestApp, remoteAddress: string) => get(app, '/dev/no-such-page', remoteAddress);

describe('the outbox by default, even with the foreign callers trusted as proxies (TRUST_PROXY)', () => {
  let app: TTestApp;
  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'loopback,198.51.100.4,203.0.113.7' });
  });
  afterAll(() => app.close());

  it('shows the page and the list to a caller on this machine, over IPv4, IPv6 and IPv4-mapped IPv6', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const page = await get(app, '/dev/mail', address);
      expect(page.statusCode, address).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect((await get(app, '/dev/mail.json', address)).statusCode, address).toBe(200);
    }
  });

  it('answers a real connection over loopback, as the browser tests and a developer’s browser make', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/dev/mail.json`);
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it('does not exist for a caller from elsewhere', async () => {
    const missing = await missingRoute(app, '203.0.113.7');
    expect(missing.statusCode).toBe(404);
    for (const url of OUTBOX_PATHS) {
      const response = await get(app, url, '203.0.113.7');
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(missing.body);
    }
  });

  it('does not believe X-Forwarded-For: 127.0.0.1 from elsewhere, though the app trusts it for request.ip', async () => {
    for (const forwarded of ['127.0.0.1', '::1']) {
      for (const url of OUTBOX_PATHS) {
        const response = await get(app, url, '198.51.100.4', { 'x-forwarded-for': forwarded });
        expect(response.statusCode, `${url} ${forwarded}`).toBe(404);
      }
    }
  });

  it('refuses a visitor passed on by a proxy on this machine (the socket is loopback, the request is not)', async () => {
    const proxied: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.7' }, { forwarded: 'for=203.0.113.7' }];
    for (const headers of proxied) {
      expect((await get(app, '/dev/mail', '127.0.0.1', headers)).statusCode, JSON.stringify(headers)).toBe(404);
    }
  });
});

describe('DEV_MAIL_ALLOW=any', () => {
  let app: TTestApp;
  beforeAll(async () => {
    app = await createTestApp({ DEV_MAIL_ALLOW: 'any' });
  });
  afterAll(() => app.close());

  it('shows the outbox to every caller, as configured', async () => {
    expect((await get(app, '/dev/mail', '203.0.113.7')).statusCode).toBe(200);
  });
});

describe('with SMTP_URL set, mail goes out and there is no outbox', () => {
  let app: TTestApp;
  beforeAll(async () => {
    app = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
  });
  afterAll(() => app.close());

  it('answers 404 even on this machine', async () => {
    expect(app.deps.config.DEV_MAIL_ENABLED).toBe(false);
    for (const url of OUTBOX_PATHS) expect((await get(app, url, '127.0.0.1')).statusCode, url).toBe(404);
  });

  it('refuses to start when DEV_MAIL_ENABLED=true is asked for beside SMTP_URL', () => {
    expect(() => loadConfig({}, { SMTP_URL: 'smtp://mail.example.com', DEV_MAIL_ENABLED: 'true' })).toThrow(
      /DEV_MAIL_ENABLED="true": .*SMTP_URL/,
    );
  });
});
