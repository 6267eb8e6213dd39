/**
 * Another seller's ids reach nothing on the platform side (issue 25 item 5; STYLE "for every endpoint"): the platform
 * twin of cross-licence.int.test.ts, generated from the route catalogue. Every route of the platform and any host with
 * a path parameter is called, so a new one cannot be forgotten: one whose parameters no rule below names fails this
 * test until a rule says what they address.
 *
 * One world for the file: seller A, a partner (who reaches what it bought, like any seller: licence-reach.ts) and
 * seller B, each with a licence, its order, a payment, a custom domain and a finished app build. Per route and
 * variant, on B's ids:
 * 1. A's token and the partner's: 404 (403 where the policy refuses their role first), never a 2xx or B's words, and
 *    B's rows unchanged (a digest of every row of B's, before and after);
 * 2. the control, B's own token (the platform admin's on an admin's route): neither 404 nor a refusal nor a 5xx, so
 *    the ids really address rows the route reaches.
 */
import type { TPlatformRole } from '@izlog/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleMay } from '../src/platform/permissions/policy';
import type { TRouteEntry } from '../src/platform/permissions/route-permissions';
import { call, type TTestApp } from './harness';
import { pictureOf } from './images';
import { multipart, type TMultipartBody } from './multipart';
import { createDomainsTestApp } from './support/domains';
import { createSeller, digestOfSeller, type TSeller, type TSellerRowKind } from './support/platform-sellers';
import { createPlatformAccount, type TPlatformAccount } from './support/sales-console';

/** A parameter's value: a row of B's, the caller's own row of that kind (B's for the control), or a fixed value. */
type TParamValue = TSellerRowKind | { own: TSellerRowKind } | { fixed: string };
type TRule = {
  path: RegExp;
  variants?: Record<string, TParamValue>[];
  /** Why the route's parameters name no seller's rows, so every account reaches it by design (it is not called). */
  reachedByEveryone?: string;
  /** The body is the logo upload (multipart) instead of WRITE_BODY. */
  upload?: true;
};

/** What each route's parameters address. The first rule whose path matches wins; each variant is one call. */
const RULES: TRule[] = [
  // A build is read through its licence: B's build under the caller's own licence is as much a 404 as under B's.
  {
    path: /\/licences\/app-builds\/:id\/download\/:build_id$/,
    variants: [
      { id: 'licence', build_id: 'appBuild' },
      { id: { own: 'licence' }, build_id: 'appBuild' },
    ],
  },
  { path: /\/licences\/app-builds\/:id$/, variants: [{ id: 'licence' }] },
  { path: /\/licences\/sales-user-update-licence-logo\/:id$/, variants: [{ id: 'licence' }], upload: true },
  {
    path: /\/licences\/(get-sales-licence|licence-domains|renew-licence|sales-user-update-licence-[a-z-]+)\/:id$/,
    variants: [{ id: 'licence' }],
  },
  { path: /\/licences\/get-sales-order\/:id$/, variants: [{ id: 'order' }] },
  { path: /\/licences\/recheck-licence-domain\/:id$/, variants: [{ id: 'domain' }] },
  { path: /\/payments\/(transaction-status|refund-licence-payment)\/:id$/, variants: [{ id: 'transaction' }] },
  { path: /\/payments\/mark-invoice-paid\/:id$/, variants: [{ id: 'order' }] },
  {
    path: /\/payments\/gateway-callback\/:gateway$/,
    reachedByEveryone:
      'the gateway’s name, and the callback’s proof is its signature, not a token (gateway-callback.int.test.ts)',
  },
  {
    path: /\/stock-photos\/topics\/:slug\/photos$/,
    reachedByEveryone: 'the stock library’s topics are the same for every account and licence',
  },
  { path: /^\/stock-library\/:id\/:file$/, reachedByEveryone: 'the offline stock library’s public files' },
  {
    path: /^\/dev\/mail\/:id\/attachments\/:index$/,
    reachedByEveryone: 'the developer’s outbox (DEV_MAIL_ENABLED, loopback only: decision 0048), never in production',
  },
];

/**
 * One body for every write: the fields each call needs to go through for B's own account (a refused body would be
 * refused before the row is read, proving nothing); each call's schema keeps its own fields and drops the rest.
 */
const WRITE_BODY = {
  description: 'Written by another account',
  country: 'Srbija',
  city: 'Novi Sad',
  address: 'Bulevar oslobođenja 10',
  phone: '0649999999',
  status: 'active',
  stock_icon: '/stock-library/food-4/download',
};

const parametersOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

let app: TTestApp;
let sellerA: TSeller;
let partner: TSeller;
let sellerB: TSeller;
let admin: TPlatformAccount;
let logo: TMultipartBody;
beforeAll(async () => {
  ({ app } = (await createDomainsTestApp()) as { app: TTestApp });
  [sellerA, partner, sellerB, admin, logo] = await Promise.all([
    createSeller(app, 'SALES', 'ALPHA-ONLY'),
    createSeller(app, 'PARTNER', 'PARTNER-ONLY'),
    createSeller(app, 'SALES', 'BETA-ONLY'),
    createPlatformAccount(app, 'PLATFORM_ADMIN'),
    pictureOf('png', 512, 512).then((data) => multipart({ icon: { data, filename: 'logo.png', type: 'image/png' } })),
  ]);
});
afterAll(() => app?.close());

/** Routes of the provider's side (the platform host or any host) with a path parameter, once per method. */
const platformRoutes = () =>
  app.routeCatalogue.filter((route) => route.method !== 'HEAD' && route.url.includes(':') && route.host !== 'tenant');

const ruleOf = (route: TRouteEntry) => RULES.find((rule) => rule.path.test(route.url));

function urlOf(route: TRouteEntry, variant: Record<string, TParamValue>, caller: TSeller): string {
  let url = route.url;
  for (const [name, value] of Object.entries(variant)) {
    const id = typeof value === 'string' ? sellerB.ids[value] : 'own' in value ? caller.ids[value.own] : value.fixed;
    url = url.replace(`:${name}`, String(id));
  }
  return url;
}

function send(route: TRouteEntry, rule: TRule, url: string, account: { token: string }) {
  const method = route.method as 'GET' | 'POST';
  if (method === 'GET') return call(app, { method, url, token: account.token });
  if (rule.upload) return call(app, { method, url, token: account.token, ...logo });
  return call(app, { method, url, token: account.token, payload: WRITE_BODY });
}

/** What B's words look like in an answer: the marker in any case (a subdomain is lower case). */
const holdsWordsOf = (seller: TSeller, body: string) => body.toLowerCase().includes(seller.marker.toLowerCase());

describe('seller A’s and a partner’s tokens against seller B’s rows, on every platform route with an id', () => {
  it('knows what every parameter of every platform route addresses', () => {
    const routes = platformRoutes();
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const rule = ruleOf(route);
      expect(rule, `${route.method} ${route.url}: add a rule for its parameters`).toBeDefined();
      if (rule?.reachedByEveryone) continue;
      expect(rule?.variants?.length, `${route.method} ${route.url}: a rule calls it at least once`).toBeGreaterThan(0);
      for (const variant of rule?.variants ?? []) {
        expect(Object.keys(variant).sort(), `${route.method} ${route.url}`).toEqual(parametersOf(route.url).sort());
      }
    }
  });

  it('answers A and the partner 404 and changes nothing of B’s; B’s own call reaches the row', async () => {
    const seen: string[] = [];
    for (const route of platformRoutes()) {
      const rule = ruleOf(route);
      if (!rule?.variants) continue; // named by the test above, or reached by everyone by design
      for (const variant of rule.variants) {
        const before = await digestOfSeller(app, sellerB);
        for (const caller of [sellerA, partner]) {
          const url = urlOf(route, variant, caller);
          const role = caller.account.role as TPlatformRole;
          const label = `${route.method} ${url} (${route.permission}) as ${role} ${caller.marker}`;
          const answer = await send(route, rule, url, caller.account);
          expect.soft(answer.statusCode, label).toBe(roleMay(role, route.permission) ? 404 : 403);
          expect.soft(holdsWordsOf(sellerB, answer.body), `${label}: B's words in ${answer.body}`).toBe(false);
        }
        const label = `${route.method} ${route.url} ${JSON.stringify(variant)}`;
        expect.soft(await digestOfSeller(app, sellerB), `${label}: B's rows changed`).toBe(before);

        const controller = roleMay('SALES', route.permission) ? sellerB.account : admin;
        const own = await send(route, rule, urlOf(route, variant, sellerB), controller);
        // A 422 here on a field of WRITE_BODY's means the body was refused before the row was read: fix the body.
        expect
          .soft([401, 403, 404], `${label}: B's own call (the control) must reach the row`)
          .not.toContain(own.statusCode);
        expect.soft(own.statusCode, `${label}: B's own call: ${own.body.slice(0, 300)}`).toBeLessThan(500);
        seen.push(label);
      }
    }
    expect(seen.length).toBeGreaterThan(15);
  });
});
