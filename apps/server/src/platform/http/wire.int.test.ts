import { LICENCE_HEADER, PAGINATION_HEADERS } from '@izlog/contract/constants';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLicence,
  createSignedInUser,
  createUser,
  lastMailTo,
  type TTestLicence,
  tokenFromMail,
} from '../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../test/harness';
import { multipart } from '../../../test/multipart';
import { isServerFailure } from '../../../test/support/route-sweep';
import { users } from '../../db/schema';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const LOGIN = '/api/v1/users/login-licence-user';

describe('one body, three encodings (DESIGN §3)', () => {
  it('logs the same user in with JSON, a urlencoded form and a multipart form', async () => {
    const licence = await createLicence(app);
    const user = await createUser(app, licence);

    const json = await call(app, {
      method: 'POST',
      url: LOGIN,
      licence: licence.id,
      payload: { email: user.email, password: user.password },
    });
    const form = await call(app, {
      method: 'POST',
      url: LOGIN,
      licence: licence.id,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: user.email, password: user.password }).toString(),
    });
    const body = await multipart({ email: user.email, password: user.password });
    const parts = await call(app, { method: 'POST', url: LOGIN, licence: licence.id, ...body });

    for (const response of [json, form, parts]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, email: user.email, role: 'USER' });
    }
    // Three logins, three distinct sessions.
    expect(new Set([json, form, parts].map((r) => r.json().auth_key)).size).toBe(3);
  });

  it('answers the same 422 for a missing field whatever the encoding', async () => {
    const licence = await createLicence(app);
    const expected = [{ field: 'password', message: 'This field is required.' }];
    const json = await call(app, { method: 'POST', url: LOGIN, licence: licence.id, payload: { email: 'a@b.rs' } });
    const form = await call(app, {
      method: 'POST',
      url: LOGIN,
      licence: licence.id,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.rs',
    });
    const parts = await call(app, {
      method: 'POST',
      url: LOGIN,
      licence: licence.id,
      ...(await multipart({ email: 'a@b.rs' })),
    });
    for (const response of [json, form, parts]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(expected);
    }
  });
});

describe('wire errors (DESIGN §3)', () => {
  let licence: TTestLicence;
  beforeAll(async () => {
    licence = await createLicence(app);
  });

  it('answers 400 "The request body is malformed." for broken JSON', async () => {
    const response = await call(app, {
      method: 'POST',
      url: LOGIN,
      licence: licence.id,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.rs", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ name: 'Bad Request', message: 'The request body is malformed.', status: 400 });
  });

  it('answers 400 for a JSON body that tries to set __proto__', async () => {
    const response = await call(app, {
      method: 'POST',
      url: LOGIN,
      licence: licence.id,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.rs","password":"abc","__proto__":{"role":"ADMIN"}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ name: 'Bad Request', message: 'The request body is malformed.', status: 400 });
  });

  it('answers 413 for a JSON body over 1 MB', async () => {
    const response = await call(app, {
      method: 'POST',
      url: LOGIN,
      licence: licence.id,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.rs', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ name: 'Payload Too Large', message: 'The request is too large.', status: 413 });
  });

  it('answers 415 for a body type the API does not speak', async () => {
    for (const type of ['text/plain', 'application/xml']) {
      const response = await call(app, {
        method: 'POST',
        url: LOGIN,
        licence: licence.id,
        headers: { 'content-type': type },
        payload: type === 'text/plain' ? 'email=a@b.rs' : '<login><email>a@b.rs</email></login>',
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({
        name: 'Unsupported Media Type',
        message: 'This request format is not supported.',
        status: 415,
      });
    }
  });

  it('answers 400 for a text with a NUL character, which no field can hold', async () => {
    const json = await call(app, {
      method: 'POST',
      url: '/api/v1/users/register-licence-front-user',
      licence: licence.id,
      payload: { email: 'nul@example.com', password: 'abc', username: 'nul\u0000name', terms: true },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ name: 'Bad Request', message: 'The request is malformed.', status: 400 });
    const query = await call(app, { method: 'GET', url: '/dev/mail.json?to=a%00b' });
    expect(query.statusCode).toBe(400);
  });

  it('answers 400 "The request body is malformed." for a broken multipart body', async () => {
    const cut = await multipart({ email: 'a@b.rs', password: 'abc' });
    for (const body of [
      { payload: cut.payload.subarray(0, cut.payload.length - 20), headers: cut.headers },
      { payload: Buffer.from('email=a'), headers: { 'content-type': 'multipart/form-data' } },
    ]) {
      const response = await call(app, { method: 'POST', url: LOGIN, licence: licence.id, ...body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ name: 'Bad Request', message: 'The request body is malformed.', status: 400 });
    }
  });

  it('answers 422 naming every missing field', async () => {
    const response = await call(app, { method: 'POST', url: LOGIN, licence: licence.id, payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([
      { field: 'email', message: 'This field is required.' },
      { field: 'password', message: 'This field is required.' },
    ]);
  });

  it('answers 404 JSON for an unknown API route, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await call(app, { method, url: '/api/v1/no-such-call', licence: licence.id });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ name: 'Not Found', message: 'This address does not exist.', status: 404 });
    }
  });
});

describe('languages: Serbian by default, English on request or by the licence', () => {
  const missingPassword = (licence: number, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { [LICENCE_HEADER]: String(licence), ...headers },
      payload: { email: 'a@b.rs' },
    });

  it('answers in Serbian without Accept-Language, and in English with `Accept-Language: en`', async () => {
    const licence = await createLicence(app);
    const plain = await missingPassword(licence.id, {});
    expect(plain.json()).toEqual([{ field: 'password', message: 'Ovo polje je obavezno.' }]);
    const english = await missingPassword(licence.id, { 'accept-language': 'en' });
    expect(english.json()).toEqual([{ field: 'password', message: 'This field is required.' }]);
    const serbian = await missingPassword(licence.id, { 'accept-language': 'sr-Latn-RS,sr;q=0.9,en;q=0.5' });
    expect(serbian.json()).toEqual([{ field: 'password', message: 'Ovo polje je obavezno.' }]);

    const malformed = await app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { [LICENCE_HEADER]: String(licence.id), 'content-type': 'application/json' },
      payload: '{',
    });
    expect(malformed.json()).toEqual({
      name: 'Bad Request',
      message: 'Telo zahteva nije ispravno oblikovano.',
      status: 400,
    });
  });

  it('answers in English by default on an English licence, and in Serbian when asked', async () => {
    const licence = await createLicence(app, { languageId: 2 });
    const plain = await missingPassword(licence.id, {});
    expect(plain.json()).toEqual([{ field: 'password', message: 'This field is required.' }]);
    const serbian = await missingPassword(licence.id, { 'accept-language': 'sr' });
    expect(serbian.json()).toEqual([{ field: 'password', message: 'Ovo polje je obavezno.' }]);
  });
});

describe('SQL and HTML in fields are only text', () => {
  it('stores and returns a username and name full of SQL and HTML verbatim, and the users table still works', async () => {
    const licence = await createLicence(app);
    const username = `<script>alert(1)</script>' OR '1'='1`;
    const name = `Robert'); DROP TABLE users;--`;
    const email = 'bobby@example.com';
    const registered = await call(app, {
      method: 'POST',
      url: '/api/v1/users/register-licence-front-user',
      licence: licence.id,
      payload: { email, password: `' OR '1'='1`, username, name, terms: true },
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.headers['content-type']).toMatch(/^application\/json/);
    expect(registered.json().user).toMatchObject({ username, name });

    const link = tokenFromMail((await lastMailTo(app, email))!.textBody);
    const validated = await call(app, {
      method: 'POST',
      url: '/api/v1/users/validate-user-account',
      licence: licence.id,
      payload: { email: link.email, activation_token: link.token },
    });
    expect(validated.statusCode).toBe(200);

    // The injection-looking password is a password like any other: only the exact text logs in.
    const wrong = await call(app, {
      method: 'POST',
      url: LOGIN,
      licence: licence.id,
      payload: { email, password: `' OR '1'='2` },
    });
    expect(wrong.statusCode).toBe(401);
    const login = await call(app, {
      method: 'POST',
      url: LOGIN,
      licence: licence.id,
      payload: { email, password: `' OR '1'='1` },
    });
    expect(login.statusCode).toBe(200);
    const verified = await call(app, {
      method: 'POST',
      url: '/api/v1/users/verify-token',
      licence: licence.id,
      token: login.json().auth_key,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ username, name, email });

    const [row] = await app.deps.platformDb.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ username, name, licenceId: licence.id });

    // The table is still there and still answers.
    const other = await createUser(app, licence);
    const admin = await createSignedInUser(app, licence, { role: 'ADMIN' });
    const list = await call(app, { method: 'GET', url: '/api/v1/users', licence: licence.id, token: admin.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((u: { username: string }) => u.username)).toEqual([
      username,
      other.username,
      admin.user.username,
    ]);
  });

  it('searches with SQL wildcards and quotes as plain text', async () => {
    const licence = await createLicence(app);
    const admin = await createSignedInUser(app, licence, { role: 'ADMIN' });
    await createUser(app, licence, { username: 'ana_%' });
    await createUser(app, licence, { username: 'anabela' });
    const search = (value: string) =>
      call(app, {
        method: 'GET',
        url: `/api/v1/users?${new URLSearchParams({ 'filter[username]': value })}`,
        licence: licence.id,
        token: admin.token,
      });
    const literal = await search('a_%');
    expect(literal.statusCode).toBe(200);
    expect(literal.json().map((u: { username: string }) => u.username)).toEqual(['ana_%']);
    const quote = await search(`' OR '1'='1`);
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toEqual([]);
  });
});

type TLinks = Record<string, URL>;

function links(response: LightMyRequestResponse): TLinks {
  const header = String(response.headers.link ?? '');
  const out: TLinks = {};
  for (const match of header.matchAll(/<([^>]+)>;\s*rel=(\w+)/g))
    out[match[2]!] = new URL(match[1]!, 'http://site.example');
  return out;
}
const pageOf = (url: URL | undefined) => (url ? Number(url.searchParams.get('page')) : undefined);

describe('pagination of GET /users (DESIGN §3)', () => {
  let licence: TTestLicence;
  let token: string;
  let ids: number[];
  const list = (query: string, headers?: Record<string, string>) =>
    call(app, { method: 'GET', url: `/api/v1/users?${query}`, licence: licence.id, token, headers });

  beforeAll(async () => {
    licence = await createLicence(app);
    const admin = await createSignedInUser(app, licence, { role: 'ADMIN' });
    token = admin.token;
    ids = [admin.user.id];
    for (let i = 0; i < 20; i++) ids.push((await createUser(app, licence)).id);
    for (let i = 0; i < 4; i++) ids.push((await createUser(app, licence, { role: 'CLIENT' })).id);
    // Another licence's users never count.
    const other = await createLicence(app);
    for (let i = 0; i < 3; i++) await createUser(app, other);
  });

  it('answers the last page with the rest of the rows and all four headers', async () => {
    const response = await list('page=3&page_count=10');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((u: { id: number }) => u.id)).toEqual(ids.slice(20, 25));
    expect(response.headers['x-pagination-current-page']).toBe('3');
    expect(response.headers['x-pagination-page-count']).toBe('3');
    expect(response.headers['x-pagination-per-page']).toBe('10');
    expect(response.headers['x-pagination-total-count']).toBe('25');
    const rel = links(response);
    expect(Object.keys(rel).sort()).toEqual(['first', 'last', 'prev', 'self']);
    expect([pageOf(rel.self), pageOf(rel.first), pageOf(rel.prev), pageOf(rel.last)]).toEqual([3, 1, 2, 3]);
    expect(rel.prev?.searchParams.get('page_count')).toBe('10');
    expect(rel.prev?.pathname).toBe('/api/v1/users');
  });

  it('links the first page to next but not prev, and a middle page to both', async () => {
    const first = await list('page_count=10');
    expect(first.json()).toHaveLength(10);
    expect(first.headers['x-pagination-current-page']).toBe('1');
    expect(Object.keys(links(first)).sort()).toEqual(['first', 'last', 'next', 'self']);
    expect(pageOf(links(first).next)).toBe(2);

    const middle = await list('page=2&page_count=10');
    expect(middle.json().map((u: { id: number }) => u.id)).toEqual(ids.slice(10, 20));
    const rel = links(middle);
    expect([pageOf(rel.prev), pageOf(rel.next)]).toEqual([1, 3]);
  });

  it('uses 20 rows a page by default', async () => {
    const response = await list('');
    expect(response.json()).toHaveLength(20);
    expect(response.headers['x-pagination-per-page']).toBe('20');
    expect(response.headers['x-pagination-page-count']).toBe('2');
  });

  it('answers 200 [] past the end, with headers that still tell the truth', async () => {
    const response = await list('page=9&page_count=10');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-pagination-current-page']).toBe('9');
    expect(response.headers['x-pagination-page-count']).toBe('3');
    expect(response.headers['x-pagination-total-count']).toBe('25');
    const rel = links(response);
    expect(rel.next).toBeUndefined();
    expect(pageOf(rel.last)).toBe(3);
    expect(pageOf(rel.prev)).toBe(3);
  });

  it('refuses a page size over 100 and a page below 1 with a 422 naming the field', async () => {
    const big = await list('page_count=101');
    expect(big.statusCode).toBe(422);
    expect(big.json()).toEqual([{ field: 'page_count', message: 'Enter a number of at most 100.' }]);
    const zero = await list('page=0');
    expect(zero.statusCode).toBe(422);
    expect(zero.json().map((e: { field: string }) => e.field)).toEqual(['page']);
    const word = await list('page=abc');
    expect(word.statusCode).toBe(422);
    expect(word.json()).toEqual([{ field: 'page', message: 'The value is not valid.' }]);
    expect((await list('page_count=100')).statusCode).toBe(200);
  });

  it('lets browsers of any origin read the pagination headers', async () => {
    const response = await list('page=1&page_count=5', { origin: 'https://elsewhere.example' });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const exposed = String(response.headers['access-control-expose-headers'])
      .split(',')
      .map((h) => h.trim().toLowerCase());
    for (const header of PAGINATION_HEADERS) expect(exposed).toContain(header.toLowerCase());
  });

  it('filters by role with filter[role], and refuses an unknown role', async () => {
    const clients = await list('filter[role]=CLIENT');
    expect(clients.statusCode).toBe(200);
    expect(clients.json().map((u: { id: number }) => u.id)).toEqual(ids.slice(21, 25));
    expect(clients.json().every((u: { role: string }) => u.role === 'CLIENT')).toBe(true);
    expect(clients.headers['x-pagination-total-count']).toBe('4');
    const bogus = await list('filter[role]=KING');
    expect(bogus.statusCode).toBe(422);
    expect(bogus.json()).toEqual([{ field: 'filter[role]', message: 'Choose one of the offered values.' }]);
  });

  it('refuses the list to visitors (401) and to roles that may not see it (403)', async () => {
    const visitor = await call(app, { method: 'GET', url: '/api/v1/users', licence: licence.id });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('You need to be logged in.');
    const client = await createSignedInUser(app, licence, { role: 'CLIENT' });
    const refused = await call(app, { method: 'GET', url: '/api/v1/users', licence: licence.id, token: client.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Unauthorized access!');
  });
});

describe('never a 500 for bad input', () => {
  it('answers garbage in the licence selector, the host and the token with a status under 500', async () => {
    const licence = await createLicence(app);
    const selectors = ['99999999999999999999', '2147483648', '-1', '0', 'a'.repeat(5000), "x' OR '1'='1", '%00', ' '];
    const hosts = [
      '',
      'a'.repeat(300),
      '..localhost',
      'x..localhost',
      '[::1]:99999',
      'ünïcode.localhost',
      'a.b.c.localhost',
    ];
    const tokens = ['x'.repeat(10_000), 'Bearer', "' OR '1'='1", '\t'];
    const failures: string[] = [];
    const check = async (
      label: string,
      headers: Record<string, string>,
      url = '/api/v1/licences/get-licence-details',
    ) => {
      const response = await app.inject({ method: 'GET', url, headers });
      if (isServerFailure(response.statusCode))
        failures.push(`${response.statusCode} ${label.slice(0, 80)}: ${response.body.slice(0, 200)}`);
    };
    for (const url of ['/api/v1/licences/get-licence-details', '/', '/health', '/api/v1/users']) {
      for (const selector of selectors) await check(`X-Licence ${selector}`, { [LICENCE_HEADER]: selector }, url);
      for (const host of hosts) await check(`Host ${host}`, { host }, url);
      for (const token of tokens) {
        await check(`token ${token}`, { [LICENCE_HEADER]: String(licence.id), authorization: `Bearer ${token}` }, url);
        await check(`authorization ${token}`, { [LICENCE_HEADER]: String(licence.id), authorization: token }, url);
      }
    }
    expect(failures).toEqual([]);
  });
});
