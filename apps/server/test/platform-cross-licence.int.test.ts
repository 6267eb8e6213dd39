/**
 * Another seller's ids reach nothing on the platform side (issue 25 item 5; STYLE "for every endpoint"): the platform
 * twin of cross-licence.int.test.ts, generated from the route catalogue and the API description. Every route of the
 * platform and any host with a path parameter, or a body or query field naming a row (`…_id`, `…Id`, `…_no`), is
 * called, so a new one cannot be forgotten: one whose parameters no rule below names fails this test until a rule says
 * what they address.
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
  /** Each variant is one call: its path parameters by name, any other name a field of the body (a GET's query). */
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
  // Ids in the body. A domain call names B's own domain or subdomain, so B's control call changes nothing.
  {
    path: /\/(build-paid-native-app|update-single-app|admin-add-licence-android-app-link|get-domain|create-ssl-certificate|create-virtual-host)$/,
    variants: [{ licence_id: 'licence' }],
  },
  { path: /\/licences\/create-licence-domain$/, variants: [{ licence_id: 'licence', domain: 'domainName' }] },
  { path: /\/licences\/create-licence-subdomain$/, variants: [{ licence_id: 'licence', subdomain: 'subdomain' }] },
  { path: /\/payments\/sales-licence-payment$/, variants: [{ order_id: 'order' }] },
  { path: /\/payments\/send-payment-success-mail$/, variants: [{ transactionId: 'transaction' }] },
  { path: /\/licences\/get-domain-invoice$/, variants: [{ reference_no: 'referenceNo' }] },
  {
    path: /\/licences\/create-licence$/,
    reachedByEveryone: 'its template and language are the catalogue’s, the same for every seller',
  },
  {
    path: /\/users\/register-sales-user$/,
    reachedByEveryone: 'its captcha is the one the visitor registering was just given, before any account exists',
  },
  {
    path: /\/(licences\/get-all-partners-licences|payments\/commissions(-summary)?)$/,
    reachedByEveryone:
      'filter[partner_id] is the platform admin’s; a partner’s list is its own whatever it sends (sales-console-*.int.test.ts)',
  },
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
  android_app_link: 'https://play.google.com/store/apps/details?id=rs.izlog.sweep',
};

const parametersOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/** A body or query field that names a row: an id or a reference number (`filter[partner_id]` as its inner name). */
const NAMES_A_ROW = /(_id|Id|_no)\]?$/;

type TApiDoc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content: Record<string, { schema: { properties?: object } }> };
      }
    >
  >;
};
let doc: TApiDoc;

/** The route's body and query fields that name a row, from the API description (the routes' own schemas). */
function rowFieldsOf(route: TRouteEntry): string[] {
  const operation = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
  const query = (operation?.parameters ?? []).filter((each) => each.in === 'query').map((each) => each.name);
  const body = Object.values(operation?.requestBody?.content ?? {}).flatMap((media) =>
    Object.keys(media.schema.properties ?? {}),
  );
  return [...new Set([...query, ...body])].filter((name) => NAMES_A_ROW.test(name));
}

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

/**
 * Routes of the provider's side (the platform host or any host) with a path parameter or a field naming a row, once
 * per method. A site's own routes (host 'tenant') are cross-licence.int.test.ts's.
 */
const platformRoutes = () => {
  doc ??= app.swagger() as unknown as TApiDoc;
  return app.routeCatalogue.filter(
    (route) =>
      route.method !== 'HEAD' && route.host !== 'tenant' && (route.url.includes(':') || rowFieldsOf(route).length > 0),
  );
};

const ruleOf = (route: TRouteEntry) => RULES.find((rule) => rule.path.test(route.url));

/** The call of a variant as `caller`: its path, and the fields the variant names beyond the path's parameters. */
function requestOf(route: TRouteEntry, variant: Record<string, TParamValue>, caller: TSeller) {
  let url = route.url;
  const fields: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(variant)) {
    const id = typeof value === 'string' ? sellerB.ids[value] : 'own' in value ? caller.ids[value.own] : value.fixed;
    if (url.includes(`:${name}`)) url = url.replace(`:${name}`, String(id));
    else fields[name] = id;
  }
  return { url, fields };
}

function send(route: TRouteEntry, rule: TRule, request: ReturnType<typeof requestOf>, account: { token: string }) {
  const method = route.method as 'GET' | 'POST';
  const { url, fields } = request;
  const token = account.token;
  if (method === 'GET') return call(app, { method, url, token, query: fields as Record<string, string> });
  if (rule.upload) return call(app, { method, url, token, ...logo });
  return call(app, { method, url, token, payload: { ...WRITE_BODY, ...fields } });
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
        const named = Object.keys(variant);
        for (const parameter of [...parametersOf(route.url), ...rowFieldsOf(route)]) {
          expect(named, `${route.method} ${route.url}: the rule names ${parameter}`).toContain(parameter);
        }
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
          const request = requestOf(route, variant, caller);
          const role = caller.account.role as TPlatformRole;
          const label = `${route.method} ${request.url} ${JSON.stringify(request.fields)} (${route.permission}) as ${role}`;
          const answer = await send(route, rule, request, caller.account);
          expect.soft(answer.statusCode, label).toBe(roleMay(role, route.permission) ? 404 : 403);
          expect.soft(holdsWordsOf(sellerB, answer.body), `${label}: B's words in ${answer.body}`).toBe(false);
        }
        const label = `${route.method} ${route.url} ${JSON.stringify(variant)}`;
        expect.soft(await digestOfSeller(app, sellerB), `${label}: B's rows changed`).toBe(before);

        const controller = roleMay('SALES', route.permission) ? sellerB.account : admin;
        const own = await send(route, rule, requestOf(route, variant, sellerB), controller);
        // A 422 here on a field of WRITE_BODY's means the body was refused before the row was read: fix the body.
        expect
          .soft([401, 403, 404], `${label}: B's own call (the control) must reach the row`)
          .not.toContain(own.statusCode);
        expect.soft(own.statusCode, `${label}: B's own call: ${own.body.slice(0, 300)}`).toBeLessThan(500);
        seen.push(label);
      }
    }
    expect(seen.length).toBeGreaterThan(25);
  });
});
