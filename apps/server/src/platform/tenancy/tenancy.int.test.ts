import { LICENCE_HEADER } from '@izlog/contract/constants';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser, createUser, FACTORY_PASSWORD } from '../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../test/harness';
import { giveLiveCustomDomain } from '../../../test/support/domains';
import { licences, sessions, users } from '../../db/schema';
import { TenantDb } from './tenant-db';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const DETAILS = '/api/v1/licences/get-licence-details';
const byHost = (host: string, url = DETAILS, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host, 'accept-language': 'en', ...headers } });

describe('finding the licence of a request (DESIGN §2)', () => {
  it('finds a licence by its subdomain of the platform domain, with any port or case', async () => {
    const licence = await createLicence(app);
    for (const host of [
      `${licence.titleOfAppUnique}.localhost`,
      `${licence.titleOfAppUnique}.localhost:3000`,
      `${licence.titleOfAppUnique.toUpperCase()}.LOCALHOST`,
    ]) {
      const response = await byHost(host);
      expect(response.statusCode, host).toBe(200);
      expect(response.json()).toMatchObject({ id: licence.id, title_of_app_unique: licence.titleOfAppUnique });
    }
  });

  it('finds a licence by its custom domain once it is live, never by a domain it only names', async () => {
    const licence = await createLicence(app);
    const domain = `shop-${licence.id}.example.rs`;
    expect((await byHost(domain)).statusCode).toBe(404);
    // Named on the licence but not proven (decision 0047): still an unknown host.
    await app.deps.platformDb.update(licences).set({ customDomain: domain }).where(eq(licences.id, licence.id));
    app.deps.licences.forget();
    expect((await byHost(domain)).statusCode).toBe(404);
    await giveLiveCustomDomain(app, licence.id, domain);
    for (const host of [domain, `${domain}:8443`, domain.toUpperCase()]) {
      const response = await byHost(host);
      expect(response.statusCode, host).toBe(200);
      expect(response.json().id).toBe(licence.id);
    }
  });

  it('finds a licence by the X-Licence header, by id or by subdomain', async () => {
    const licence = await createLicence(app);
    for (const selector of [String(licence.id), licence.titleOfAppUnique]) {
      const response = await app.inject({ method: 'GET', url: DETAILS, headers: { [LICENCE_HEADER]: selector } });
      expect(response.statusCode, selector).toBe(200);
      expect(response.json().id).toBe(licence.id);
    }
  });

  it('finds a licence whose subdomain is a long number, and answers 404 for an id no licence can have', async () => {
    const numeric = await createLicence(app, { titleOfAppUnique: `9${Date.now()}` });
    const bySubdomain = await app.inject({
      method: 'GET',
      url: DETAILS,
      headers: { [LICENCE_HEADER]: numeric.titleOfAppUnique },
    });
    expect(bySubdomain.statusCode).toBe(200);
    expect(bySubdomain.json().id).toBe(numeric.id);
    for (const selector of ['2147483648', '99999999999999999999999']) {
      const response = await call(app, { method: 'GET', url: DETAILS, licence: selector });
      expect(response.statusCode, selector).toBe(404);
      expect(response.json().message).toBe('There is no site at this address.');
    }
  });

  it('answers 404 "There is no site at this address." on an unknown host: JSON to the API, a page to a browser', async () => {
    const api = await byHost('nobody-here.localhost');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ name: 'Not Found', message: 'There is no site at this address.', status: 404 });

    const unknownSelector = await call(app, { method: 'GET', url: DETAILS, licence: 'nobody-here' });
    expect(unknownSelector.statusCode).toBe(404);
    expect(unknownSelector.json().message).toBe('There is no site at this address.');

    const page = await byHost('nobody-here.localhost', '/', { accept: 'text/html' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1>There is no site at this address.</h1>');
    expect(page.body).not.toContain('id="root"');

    const serbian = await app.inject({ method: 'GET', url: '/', headers: { host: 'www.nowhere.example' } });
    expect(serbian.statusCode).toBe(404);
    expect(serbian.body).toContain('Sajt na ovoj adresi ne postoji.');
  });

  it('answers 404 on the bare platform host for a call that belongs to a site', async () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1']) {
      const response = await byHost(host);
      expect(response.statusCode, host).toBe(404);
      expect(response.json()).toEqual({
        name: 'Not Found',
        message: 'This call belongs to a site; call it from the site address.',
        status: 404,
      });
    }
  });

  it('answers /health on every host', async () => {
    const licence = await createLicence(app);
    for (const host of [`${licence.titleOfAppUnique}.localhost`, 'localhost', 'nobody-here.localhost', 'x.example']) {
      const response = await byHost(host, '/health');
      expect(response.statusCode, host).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    }
  });
});

describe('the site page', () => {
  it('is the web app with the licence title and description written in, escaped, under a strict CSP', async () => {
    const licence = await createLicence(app, {
      titleOfApp: 'Radnja <b>&</b> "Kod Mike"',
      description: 'Sve za kuću <script>alert(1)</script> & "baštu"',
      languageId: 2,
    });
    const response = await byHost(`${licence.titleOfAppUnique}.localhost`, '/', { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>Radnja &lt;b&gt;&amp;&lt;/b&gt; &quot;Kod Mike&quot;</title>');
    expect(response.body).toContain(
      '<meta name="description" content="Sve za kuću &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;baštu&quot;" />',
    );
    expect(response.body).not.toContain('<b>&');
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).toContain('<html lang="en"');
    expect(response.body).toContain('<div id="root"></div>');

    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
  });

  it('serves the same page for any path of the site, so the web app can route it', async () => {
    const licence = await createLicence(app, { titleOfApp: 'Moj Blog' });
    const response = await byHost(`${licence.titleOfAppUnique}.localhost`, '/blogs/some-post?x=1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Moj Blog</title>');
    expect(response.body).toContain('<html lang="sr-Latn"');
  });
});

describe('isolation: a user of licence A can read or change nothing of licence B', () => {
  it('answers 511 to A’s token on B’s site, on every kind of call', async () => {
    const a = await createLicence(app);
    const b = await createLicence(app);
    const { token } = await createSignedInUser(app, a, { role: 'ADMIN' });
    expect((await call(app, { method: 'GET', url: '/api/v1/users', licence: a.id, token })).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/v1/users'],
      ['POST', '/api/v1/users/verify-token'],
      ['GET', DETAILS],
    ] as const) {
      const response = await call(app, { method, url, licence: b.id, token });
      expect(response.statusCode, `${method} ${url}`).toBe(511);
    }
    // The same through the host: B's subdomain.
    const byBHost = await app.inject({
      method: 'GET',
      url: '/api/v1/users',
      headers: { host: `${b.titleOfAppUnique}.localhost`, authorization: `Bearer ${token}` },
    });
    expect(byBHost.statusCode).toBe(511);
    const sessionOfA = await call(app, {
      method: 'POST',
      url: '/api/v1/users/verify-token',
      licence: b.id,
      payload: { auth_key: token },
    });
    expect(sessionOfA.statusCode).toBe(511);
  });

  it('lists none of B’s users to A’s admin, whatever the filter', async () => {
    const a = await createLicence(app);
    const b = await createLicence(app);
    const admin = await createSignedInUser(app, a, { role: 'ADMIN' });
    const mine = await createUser(app, a, { role: 'CLIENT' });
    const theirs = [
      await createUser(app, b, { role: 'CLIENT' }),
      await createUser(app, b, { role: 'ADMIN' }),
      await createUser(app, b, { username: 'shared-name', email: 'shared@example.com' }),
    ];
    const list = async (query = '') => {
      const response = await call(app, {
        method: 'GET',
        url: `/api/v1/users${query}`,
        licence: a.id,
        token: admin.token,
      });
      expect(response.statusCode).toBe(200);
      return response;
    };
    const all = await list('?page_count=100');
    expect(
      all
        .json()
        .map((u: { id: number }) => u.id)
        .sort(),
    ).toEqual([admin.user.id, mine.id].sort());
    expect(all.json().every((u: { licence_id: number }) => u.licence_id === a.id)).toBe(true);
    expect(all.headers['x-pagination-total-count']).toBe('2');
    expect((await list('?filter[role]=CLIENT')).json().map((u: { id: number }) => u.id)).toEqual([mine.id]);
    expect((await list('?filter[email]=shared')).json()).toEqual([]);
    expect((await list(`?filter[username]=${theirs[0]!.username}`)).json()).toEqual([]);
  });

  it('answers 404 when A’s user changes the password of B’s user id, and B’s password still works', async () => {
    const a = await createLicence(app);
    const b = await createLicence(app);
    const { token } = await createSignedInUser(app, a);
    const victim = await createUser(app, b);
    const response = await call(app, {
      method: 'POST',
      url: `/api/v1/users/change-password/${victim.id}`,
      licence: a.id,
      token,
      payload: { password: FACTORY_PASSWORD, new_password: 'taken-over' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ name: 'Not Found', message: 'The requested item does not exist.', status: 404 });

    const login = (password: string) =>
      call(app, {
        method: 'POST',
        url: '/api/v1/users/login-licence-user',
        licence: b.id,
        payload: { email: victim.email, password },
      });
    expect((await login(victim.password)).statusCode).toBe(200);
    expect((await login('taken-over')).statusCode).toBe(401);
  });

  it('does not log A’s user in on B’s site, even with the same e-mail and password', async () => {
    const a = await createLicence(app);
    const b = await createLicence(app);
    const user = await createUser(app, a);
    const response = await call(app, {
      method: 'POST',
      url: '/api/v1/users/login-licence-user',
      licence: b.id,
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('TenantDb: every query is fenced to its licence', () => {
  it('never selects, counts, updates or deletes B’s rows through A’s TenantDb, even when the where names them', async () => {
    const a = await createLicence(app);
    const b = await createLicence(app);
    const ownA = await createUser(app, a, { name: 'A' });
    const bUsers = [await createUser(app, b, { name: 'B1' }), await createUser(app, b, { name: 'B2' })];
    const bIds = bUsers.map((u) => u.id);
    const tdb = new TenantDb(app.deps.platformDb, a.id);

    const namesB = [
      inArray(users.id, bIds),
      eq(users.licenceId, b.id),
      or(eq(users.licenceId, b.id), sql`true`),
      sql`${users.licenceId} = ${b.id} or 1 = 1`,
    ];
    for (const where of namesB) {
      const rows = await tdb.select(users, where);
      expect(rows.every((r) => r.licenceId === a.id)).toBe(true);
      expect(rows.map((r) => r.id).filter((id) => bIds.includes(id))).toEqual([]);
      expect(await tdb.count(users, and(where, inArray(users.id, bIds)))).toBe(0);
    }
    expect(await tdb.findOne(users, eq(users.id, bIds[0]!))).toBeUndefined();
    expect(await tdb.count(users)).toBe(1);
    expect((await tdb.selectFields(users, { id: users.id }, inArray(users.id, bIds))).length).toBe(0);

    const updated = await tdb
      .update(users, { name: 'hacked' }, or(inArray(users.id, bIds), sql`${users.licenceId} = ${b.id} or 1 = 1`)!)
      .returning({ id: users.id, licenceId: users.licenceId });
    expect(updated).toEqual([{ id: ownA.id, licenceId: a.id }]);

    const deleted = await tdb.delete(users, inArray(users.id, bIds)).returning({ id: users.id });
    expect(deleted).toEqual([]);
    const deletedAll = await tdb.delete(users, sql`${users.licenceId} = ${b.id} or 1 = 1`).returning({ id: users.id });
    expect(deletedAll).toEqual([{ id: ownA.id }]);

    const rowsOfB = await app.deps.platformDb.select().from(users).where(eq(users.licenceId, b.id));
    expect(rowsOfB.map((r) => r.name).sort()).toEqual(['B1', 'B2']);
  });

  it('writes A’s licence id on insert, whatever licence id the values carry', async () => {
    const a = await createLicence(app);
    const b = await createLicence(app);
    const tdb = new TenantDb(app.deps.platformDb, a.id);
    const values = {
      email: 'intruder@example.com',
      username: 'intruder',
      role: 'ADMIN',
      status: 'active',
      licenceId: b.id,
    };
    const [row] = await tdb.insert(users, values as Parameters<typeof tdb.insert<typeof users>>[1]).returning();
    expect(row?.licenceId).toBe(a.id);
    const inB = await app.deps.platformDb.select().from(users).where(eq(users.licenceId, b.id));
    expect(inB).toEqual([]);
  });

  it('keeps a statement built once for every licence fenced to the licence that runs it', async () => {
    const a = await createLicence(app);
    const b = await createLicence(app);
    const userOfA = await createUser(app, a, { name: 'Ana' });
    const userOfB = await createUser(app, b, { name: 'Ana' });
    let builds = 0;
    const namedAna = (shared: TenantDb) => {
      builds++;
      return {
        query: shared.selectFields(users, { id: users.id }, eq(users.name, sql.placeholder('name'))),
        order: [sql`hits."id"`],
      };
    };
    const window = { limit: 10, offset: 0 };
    const run = (licenceId: number, values: Record<string, unknown>) =>
      new TenantDb(app.deps.platformDb, licenceId).windowOf<{ id: number }>('test_named', namedAna, values, window);

    expect((await run(a.id, { name: 'Ana' })).rows).toEqual([{ id: userOfA.id }]);
    expect((await run(b.id, { name: 'Ana' })).rows).toEqual([{ id: userOfB.id }]);
    // The licence is bound by the TenantDb, whatever the values name.
    expect((await run(a.id, { name: 'Ana', __licence_id: b.id })).rows).toEqual([{ id: userOfA.id }]);
    expect(builds).toBe(1);
  });

  it('keeps a transaction fenced too', async () => {
    const a = await createLicence(app);
    const b = await createLicence(app);
    const victim = await createUser(app, b);
    const { user } = await createSignedInUser(app, b);
    const tdb = new TenantDb(app.deps.platformDb, a.id);
    const seen = await tdb.transaction(async (tx) => {
      await tx.update(sessions, { revokedAt: new Date() }, eq(sessions.userId, user.id));
      return tx.select(users, eq(users.id, victim.id));
    });
    expect(seen).toEqual([]);
    const live = await app.deps.platformDb.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.every((s) => s.revokedAt === null)).toBe(true);
  });
});
