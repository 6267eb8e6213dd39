import { LICENCE_HEADER, PAGINATION_HEADERS } from '@izlog/contract/constants';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
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
import { users } from '../../db/schema';
import { createSession } from '../auth/sessions';
import { TenantDb } from '../tenancy/tenant-db';

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
  for (const match of header.matchAll(/<([^>]+)>;\s*rel=(\w+)/g)) out[match[2]!] = new URL(match[1]!);
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

// ---------------------------------------------------------------------------------------------------------------
// Never a 500: every route of the app, garbage of every kind.

type TRoute = { method: string; url: string };

/** Every route the app has, from the route catalogue (so a new route is covered without editing this). */
const allRoutes = (): TRoute[] => app.routeCatalogue.map(({ method, url }) => ({ method, url }));

/** 511 is the contract's answer to an unknown or expired token (DESIGN §3), not a failure; any other 5xx is. */
const isServerFailure = (status: number) => status >= 500 && status !== 511;

const HUGE = 'x'.repeat(50_000);
const GARBAGE_IDS = ['abc', '99999999999', '-1', '0', '1.5', '1e3', '%00', "1'%20OR%20'1'%3D'1", HUGE.slice(0, 3000)];
const GARBAGE_PATHS = [
  '../../etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'missing.js',
  HUGE.slice(0, 3000),
  '%00',
  '',
];
const GARBAGE_QUERIES = [
  '',
  'page=abc&page_count=-1',
  'page=99999999999999999999&page_count=1e400',
  'page=9007199254740991&page_count=100',
  'filter[role]=%00&filter[username]=%00&filter[email]=%27%20OR%201%3D1',
  'filter[username]=%00',
  `filter[username]=${HUGE}`,
  'page[]=1&page[]=2&page_count[a]=1',
  'to=%00',
];

function jsonBodies(fields: string[]): unknown[] {
  const every = (value: unknown) => Object.fromEntries(fields.map((f) => [f, value]));
  return [
    {},
    [],
    [{ email: 'a@b.rs' }],
    every(12345),
    every(-1.5),
    every(true),
    every(null),
    every({ nested: { deeper: { deepest: [1, 'two', { three: 3 }] } } }),
    every(['a', 'b']),
    every([]),
    every(HUGE),
    every(''),
    every('   '),
    every('nul\u0000byte'),
    every('\ud800 lone surrogate'),
    every("' OR '1'='1"),
    every('<script>alert(1)</script>'),
    every('1'),
    { ...every('ab'), email: 'a@b.rs', locations: [{ country: 'ab', city: 'ab', address: 'nul\u0000' }] },
    { ...every('ab'), email: 'a@b.rs', username: 'nul\u0000user', terms: true },
  ];
}

const RAW_JSON = [
  '',
  '{',
  'null',
  '123',
  '"text"',
  'true',
  '[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]',
  `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  `{"a":[${'0,'.repeat(400_000)}0]}`,
];

function formBodies(fields: string[]): string[] {
  const pairs = (build: (f: string) => string) => fields.map(build).join('&');
  return [
    '',
    '&&&==&',
    pairs((f) => `${f}=`),
    pairs((f) => `${f}[]=a&${f}[]=b`),
    pairs((f) => `${f}[0][x]=a&${f}[5][y]=b`),
    pairs((f) => `${f}[]=a&${f}[length]=99`),
    pairs((f) => `${f}[0]=a&${f}[filter][x]=1`),
    pairs((f) => `${f}[0]=a&${f}[99999999]=b`),
    pairs((f) => `${f}=%00`),
    'locations[0][country]=ab&locations[length]=5&locations[map][x]=1',
    'toString=x&hasOwnProperty=y&valueOf[a]=1&__proto__[role]=ADMIN&constructor[prototype][x]=1',
    `${'a['.repeat(500)}${']'.repeat(500)}=1`,
  ];
}

async function multipartBodies(fields: string[]) {
  const file = { data: Buffer.from('not a picture'), filename: 'x.png', type: 'image/png' };
  return [
    await multipart([]),
    await multipart(fields.map((f) => [f, file] as [string, typeof file])),
    await multipart(fields.flatMap((f) => [[f, 'a'] as [string, string], [f, 'b'] as [string, string]])),
    await multipart(fields.map((f) => [`${f}[filter][x]`, '1'] as [string, string])),
    await multipart(fields.map((f) => [f, 'nul\u0000'] as [string, string])),
    { payload: Buffer.from('--nope\r\nbroken'), headers: { 'content-type': 'multipart/form-data; boundary=other' } },
    { payload: Buffer.from('x'), headers: { 'content-type': 'multipart/form-data' } },
  ];
}

/** The routes are shared among several tests, so each stays well inside its time limit as the API grows. */
const FUZZ_PARTS = 4;

describe('never a 500 for bad input', () => {
  for (let part = 0; part < FUZZ_PARTS; part++) {
    it(`answers every route (part ${part + 1} of ${FUZZ_PARTS}), anonymous and signed in, with a status under 500 for any garbage`, async () => {
      const routes = allRoutes().filter((r) => r.method !== 'HEAD');
      const keys = routes.map((r) => `${r.method} ${r.url}`);
      // The enumeration really sees the app: the API, the web app and the plugin routes.
      expect(keys).toEqual(
        expect.arrayContaining([
          'GET /health',
          'GET /api/v1/users',
          'POST /api/v1/users/change-password/:id',
          'POST /api/v1/users/register-licence-client',
          'GET /media/*',
          'GET /assets/*',
          'GET /api/docs/json',
          'OPTIONS *',
        ]),
      );
      const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
        paths: Record<
          string,
          Record<string, { requestBody?: { content: Record<string, { schema: { properties?: object } }> } }>
        >;
      };
      for (const [path, operations] of Object.entries(doc.paths)) {
        for (const method of Object.keys(operations)) {
          expect(keys).toContain(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
        }
      }
      const fieldsOf = (route: TRoute): string[] => {
        const operation = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
        const content = operation?.requestBody?.content ?? {};
        const names = new Set<string>();
        for (const media of Object.values(content))
          for (const name of Object.keys(media.schema.properties ?? {})) names.add(name);
        return names.size > 0 ? [...names] : ['email', 'password', 'id'];
      };

      const licence = await createLicence(app);
      const admin = await createUser(app, licence, { role: 'ADMIN' });
      const tenant = new TenantDb(app.deps.platformDb, licence.id);
      const freshToken = () => createSession(tenant, admin.id, app.deps.sessionPolicy, {});

      let n = 0;
      const failures: string[] = [];
      const send = async (label: string, options: InjectOptions, signedIn: boolean) => {
        n += 1;
        const headers: Record<string, string> = {
          [LICENCE_HEADER]: String(licence.id),
          ...(signedIn ? { authorization: `Bearer ${await freshToken()}` } : {}),
          ...(options.headers as Record<string, string>),
        };
        // A distinct address per request keeps the per-route rate limits out of the way.
        const remoteAddress = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        const response = await app.inject({ ...options, headers, remoteAddress });
        if (isServerFailure(response.statusCode)) {
          failures.push(
            `${response.statusCode} ${signedIn ? 'signed-in' : 'anonymous'} ${label}: ${response.body.slice(0, 200)}`,
          );
        }
      };

      for (const [index, route] of routes.entries()) {
        if (index % FUZZ_PARTS !== part) continue;
        const urls = route.url.includes(':id')
          ? GARBAGE_IDS.map((id) => route.url.replace(':id', id))
          : route.url.includes('*')
            ? GARBAGE_PATHS.map((p) => (route.url === '*' ? `/api/v1/${p}` : route.url.replace('*', p)))
            : [route.url];
        const fields = fieldsOf(route);
        for (const signedIn of [false, true]) {
          for (const url of urls) {
            if (route.method === 'GET' || route.method === 'OPTIONS') {
              for (const query of GARBAGE_QUERIES) {
                const target = `${url}?${query}`;
                const headers: Record<string, string> =
                  route.method === 'OPTIONS'
                    ? { origin: 'https://x.example', 'access-control-request-method': 'POST' }
                    : {};
                await send(
                  `${route.method} ${target.slice(0, 120)}`,
                  { method: route.method as 'GET', url: target, headers },
                  signedIn,
                );
              }
              continue;
            }
            const label = `${route.method} ${url.slice(0, 80)}`;
            const method = route.method as 'POST';
            for (const body of jsonBodies(fields)) {
              await send(
                `${label} json ${JSON.stringify(body).slice(0, 80)}`,
                { method, url, payload: body as object },
                signedIn,
              );
            }
            for (const raw of RAW_JSON) {
              await send(
                `${label} raw json ${raw.slice(0, 40)}`,
                { method, url, payload: raw, headers: { 'content-type': 'application/json' } },
                signedIn,
              );
            }
            for (const form of formBodies(fields)) {
              const headers = { 'content-type': 'application/x-www-form-urlencoded' };
              await send(`${label} form ${form.slice(0, 80)}`, { method, url, payload: form, headers }, signedIn);
            }
            for (const [i, body] of (await multipartBodies(fields)).entries()) {
              await send(`${label} multipart #${i}`, { method, url, ...body }, signedIn);
            }
            await send(`${label} no body`, { method, url }, signedIn);
            await send(
              `${label} octet-stream`,
              { method, url, payload: Buffer.from([0, 1, 2]), headers: { 'content-type': 'application/octet-stream' } },
              signedIn,
            );
          }
        }
      }
      expect(n).toBeGreaterThan(500 / FUZZ_PARTS);
      expect(failures).toEqual([]);
    }, 120_000);
  }

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
