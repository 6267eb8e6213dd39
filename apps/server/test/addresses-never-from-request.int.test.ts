/**
 * Issue 24 items 1–2: no address the server writes is taken from the request. Every place that writes one — the
 * account mails (validation, reset, invitation), the moderation and contact-form mails, the planner calendar's link,
 * the headers of every route (Link, Location) — is asked with each way a request can name another host (a foreign
 * Host beside X-Licence, X-Forwarded-Host from the trusted proxy, a foreign port, a trailing dot), and must answer with
 * the licence's own address only. A source sweep keeps any new reader of the request's host out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_TYPE, LICENCE_HEADER } from '@izlog/contract/constants';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceSiteUrl } from '../src/platform/tenancy/site-url';
import { createLicence, createSignedInUser, createUser, lastMailTo, type TTestLicence } from './factories';
import { createTestApp, type TTestApp } from './harness';
import { contactWorld, drainContactMail, outboxTo, submitForm } from './support/contact-services';
import { seedContent } from './support/content-test-support';
import { clientProduct, moderationWorld } from './support/moderation-test-support';
import { createPlannerOf, plannerWorld } from './support/planners';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type TVariant = { label: string; headers: (licence: TTestLicence) => Record<string, string> };

const ATTACKER = 'attacker.example';
const VARIANTS: TVariant[] = [
  {
    label: 'a foreign Host beside X-Licence',
    headers: (licence) => ({ host: ATTACKER, [LICENCE_HEADER]: String(licence.id) }),
  },
  {
    label: 'X-Forwarded-Host from the trusted proxy',
    headers: (licence) => ({
      host: `${licence.titleOfAppUnique}.localhost:3000`,
      'x-forwarded-host': ATTACKER,
      'x-forwarded-proto': 'https',
    }),
  },
  { label: 'a foreign port', headers: (licence) => ({ host: `${licence.titleOfAppUnique}.localhost:1` }) },
  { label: 'a trailing dot', headers: (licence) => ({ host: `${licence.titleOfAppUnique}.localhost.` }) },
];

const ownOrigin = (licence: TTestLicence) => licenceSiteUrl(app.deps.config, licence.titleOfAppUnique);

/** Every absolute address in a text. */
const addressesIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0]);

/** The addresses a text holds, each reduced to its origin; fails when it holds none, so a missing link fails too. */
function originsIn(text: string | undefined): string[] {
  const found = addressesIn(text ?? '');
  expect(found, `no address in: ${text}`).not.toEqual([]);
  return [...new Set(found.map((address) => new URL(address).origin))];
}

const inject = (options: InjectOptions & { headers: Record<string, string> }) =>
  app.inject({ ...options, headers: { 'accept-language': 'en', ...options.headers } } as InjectOptions);

describe.each(VARIANTS)('with $label, addresses are the licence’s own', ({ headers }) => {
  it('in the password-reset mail', async () => {
    const licence = await createLicence(app);
    const user = await createUser(app, licence, { role: 'SUPERADMIN' });
    const asked = await inject({
      method: 'POST',
      url: '/api/v1/users/request-reset-licence-user-password',
      headers: headers(licence),
      payload: { email: user.email },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await app.deps.jobs.drain();
    const mail = await lastMailTo(app, user.email);
    expect(originsIn(mail?.textBody)).toEqual([ownOrigin(licence)]);
  });

  it('in the account-validation mail', async () => {
    const licence = await createLicence(app);
    const email = `nova-${licence.id}@example.com`;
    const registered = await inject({
      method: 'POST',
      url: '/api/v1/users/register-licence-front-user',
      headers: headers(licence),
      payload: { email, password: 'tajna123', username: `nova${licence.id}`, terms: true },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    await app.deps.jobs.drain();
    expect(originsIn((await lastMailTo(app, email))?.textBody)).toEqual([ownOrigin(licence)]);
  });

  it('in the invitation an admin sends', async () => {
    const licence = await createLicence(app);
    const admin = await createSignedInUser(app, licence, { role: 'ADMIN' });
    const email = `pozvan-${licence.id}@example.com`;
    const created = await inject({
      method: 'POST',
      url: '/api/v1/users/admin-create-user',
      headers: { ...headers(licence), authorization: `Bearer ${admin.token}` },
      payload: { email, username: `pozvan${licence.id}`, role: 'USER' },
    });
    expect(created.statusCode, created.body).toBe(200);
    await app.deps.jobs.drain();
    expect(originsIn((await lastMailTo(app, email))?.textBody)).toEqual([ownOrigin(licence)]);
  });

  it('in the moderation decision mailed to the author', async () => {
    const world = await moderationWorld(app);
    const product = await clientProduct(app, world, 'Hrastov sto');
    const approved = await inject({
      method: 'POST',
      url: `/api/v1/moderations/approve-product/${product.id}`,
      headers: { ...headers(world.licence), authorization: `Bearer ${world.moderator.token}` },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await app.deps.jobs.drain();
    expect(originsIn((await lastMailTo(app, world.client.user.email))?.textBody)).toEqual([ownOrigin(world.licence)]);
  });

  it('in the contact-form mail', async () => {
    const world = await contactWorld(app);
    const sent = await submitForm(app, world.licence, {
      contact_service_id: world.service.id,
      submited_by: 'kupac@example.com',
      name: 'Kupac',
      message: 'Imate li ovo na stanju?',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // The submission's mail is queued with the site's address from the request scope: ask once more with the host.
    const again = await inject({
      method: 'POST',
      url: '/api/v1/licence-contacts/submit-contact-form',
      headers: { ...headers(world.licence), 'content-type': 'application/json' },
      remoteAddress: `10.24.1.${world.licence.id % 250}`,
      payload: {
        contact_service_id: world.service.id,
        submited_by: 'drugi@example.com',
        name: 'Drugi kupac',
        message: 'A ovo?',
      },
    });
    expect(again.statusCode, again.body).toBe(200);
    await drainContactMail(app);
    const mails = await outboxTo(app, world.service.email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(originsIn(mail.text)).toEqual([ownOrigin(world.licence)]);
  });

  it('in the planner calendar’s private link', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const made = await inject({
      method: 'POST',
      url: `/api/v1/planners/create-calendar-link/${planner.id}`,
      headers: { ...headers(world.licence), authorization: `Bearer ${world.owner.token}` },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(originsIn(made.json().url)).toEqual([ownOrigin(world.licence)]);
  });
});

describe('headers and bodies of every route', () => {
  it('never name the host a request gave (Link, Location and every other header, on every route)', async () => {
    const world = await moderationWorld(app);
    // A list long enough to have a next page, so its Link is written.
    for (const title of ['Prvi', 'Drugi', 'Treći']) await clientProduct(app, world, title);
    const routes = app.routeCatalogue.filter((route) => route.method === 'GET');
    expect(routes.length).toBeGreaterThan(50);
    const leaks: string[] = [];
    let links = 0;
    for (const variant of VARIANTS) {
      for (const route of routes) {
        const url = `${route.url.replace(/:\w+/g, '1').replace('*', 'products')}?page_count=1&filter[content_type_id]=${CONTENT_TYPE.product}`;
        const response = await inject({
          method: 'GET',
          url,
          headers: { ...variant.headers(world.licence), authorization: `Bearer ${world.admin.token}` },
        });
        const written = Object.entries(response.headers).map(([name, value]) => `${name}: ${String(value)}`);
        if (response.headers.link) links += 1;
        for (const line of [...written, response.body.slice(0, 200_000)]) {
          const foreign = addressesIn(line).filter((address) => {
            const origin = URL.canParse(address) ? new URL(address).origin : address;
            return origin.endsWith(':1') || origin.includes('localhost.');
          });
          if (line.includes(ATTACKER) || foreign.length > 0)
            leaks.push(`${variant.label} ${url}: ${line.slice(0, 160)}`);
        }
      }
    }
    expect(links).toBeGreaterThan(0);
    expect(leaks).toEqual([]);
  });
});

describe('the visitors’ cache', () => {
  it('hands no visitor the Link another request’s Host would have written', async () => {
    const cached = await createTestApp({ PUBLIC_CACHE_TTL_SECONDS: '30', PUBLIC_LIST_CACHE_SECONDS: '30' });
    try {
      const licence = await createLicence(cached);
      const admin = await createSignedInUser(cached, licence, { role: 'ADMIN' });
      for (const title of ['Prva vest', 'Druga vest']) {
        await seedContent(cached, licence, { title, contentTypeId: CONTENT_TYPE.article, authorId: admin.user.id });
      }
      const list = `/api/v1/contents?filter[content_type_id]=${CONTENT_TYPE.article}&page_count=1`;
      const host = `${licence.titleOfAppUnique}.localhost:3000`;
      for (const variant of VARIANTS) {
        const poisoned = await cached.inject({ method: 'GET', url: list, headers: variant.headers(licence) });
        expect(poisoned.statusCode).toBe(200);
      }
      const visitor = await cached.inject({ method: 'GET', url: list, headers: { host } });
      expect(visitor.statusCode).toBe(200);
      expect(visitor.headers['x-pagination-total-count']).toBe('2');
      expect(String(visitor.headers.link)).toContain(
        `</api/v1/contents?filter%5Bcontent_type_id%5D=${CONTENT_TYPE.article}&page=2&page_count=1>; rel=next`,
      );
      expect(String(visitor.headers.link)).not.toMatch(/attacker|:1\/|localhost\.\//);
    } finally {
      await cached.close();
    }
  });
});

describe('the source', () => {
  /** The one reader of the request's host is the licence resolver's caller; the request log records it. */
  const READERS = new Set(['platform/http/request-context.ts', 'platform/http/request-log.ts']);
  const SRC = fileURLToPath(new URL('../src', import.meta.url));

  function* sources(dir: string): Generator<string> {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) yield* sources(path);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) yield path;
    }
  }

  it('reads the request’s host, scheme or forwarded host nowhere else', () => {
    const readers: string[] = [];
    for (const path of sources(SRC)) {
      const text = readFileSync(path, 'utf8');
      if (
        /\brequest\.(host|hostname|protocol)\b|headers\.host\b|headers\[['"]host['"]\]|x-forwarded-host/i.test(text)
      ) {
        readers.push(relative(SRC, path));
      }
    }
    expect(readers.filter((path) => !READERS.has(path))).toEqual([]);
  });
});
