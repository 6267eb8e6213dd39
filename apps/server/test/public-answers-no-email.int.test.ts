/**
 * No public answer names a login e-mail (issue 24 item 3, decision 0045). Generated from the route catalogue: every
 * GET route anyone may call is called anonymously — its path parameters filled from rows made here, its queries those
 * that make it show those rows — on a licence whose users all log in with a username that is their e-mail (a client,
 * as SPEC §5 makes them, a front user and a staff member who chose theirs so), each with public content: approved
 * products, blogs, an article, a catalog, comments, a public planner, a profile with a location. No answer's body or
 * headers hold any of the licence users' e-mails, and the shown names (a company's name, a person's name) are there
 * instead. A new public route is covered without editing this; one with a parameter no rule names fails until one does.
 * The site's pages are asked too: drawn on the server where the web build carries its renderer (as `npm test` builds
 * it), plain otherwise (their `#izlog-licence` data only).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config';
import {
  catalogProducts,
  catalogs,
  comments,
  contentLocations,
  contents,
  contentTags,
  tags,
  userLocations,
  users,
} from '../src/db/schema';
import { refreshContentSearchText } from '../src/modules/site/contents/search/content-search-text';
import { ANYONE, POLICY } from '../src/platform/permissions/policy';
import type { TRouteEntry } from '../src/platform/permissions/route-permissions';
import { RENDERER_FILE } from '../src/platform/spa/public-page-render';
import { TenantDb } from '../src/platform/tenancy/tenant-db';
import { createLicence, createUser, type TTestLicence, type TTestUser } from './factories';
import { call, createTestApp, type TTestApp } from './harness';
import { AddressableRows } from './support/addressable-rows';

const WEB_DIST = resolve(REPO_ROOT, 'apps/web/dist');
const CAN_DRAW_PAGES = existsSync(resolve(WEB_DIST, RENDERER_FILE));

const MARKER = 'SWEEPNAMES';
const COMPANY = 'Stolarija Javno Ime';
const PERSON = { name: 'Ana', surname: 'Javnić' };

type TWorld = {
  licence: TTestLicence;
  client: TTestUser;
  frontUser: TTestUser;
  staff: TTestUser;
  emails: string[];
  ids: Record<'product' | 'clientBlog' | 'userBlog' | 'article' | 'catalog' | 'category' | 'planner', number>;
  slugs: Record<'product' | 'clientBlog' | 'userBlog' | 'article' | 'catalog', string>;
};

let app: TTestApp;
let world: TWorld;
beforeAll(async () => {
  app = await createTestApp(
    CAN_DRAW_PAGES ? { WEB_DIST_DIR: WEB_DIST, DRAWN_PAGE_TIMEOUT_MS: '30000', PUBLIC_CACHE_TTL_SECONDS: '60' } : {},
  );
  world = await createWorld();
});
afterAll(() => app?.close());

/** A user who logs in with a username that is their e-mail (a client's always is: SPEC §5). */
async function userNamedByEmail(licence: TTestLicence, local: string, values: Parameters<typeof createUser>[2]) {
  const email = `${local}-${Math.random().toString(36).slice(2, 8)}@login.example.com`;
  return createUser(app, licence, { email, username: email, avatar: '/media/x/logo/a-400x400.webp', ...values });
}

async function createWorld(): Promise<TWorld> {
  const licence = await createLicence(app);
  const tdb = new TenantDb(app.deps.platformDb, licence.id);
  const client = await userNamedByEmail(licence, 'firma', { role: 'CLIENT', companyName: COMPANY, bio: MARKER });
  const frontUser = await userNamedByEmail(licence, 'ana', { role: 'USER', ...PERSON, bio: MARKER });
  // A staff member who chose their e-mail as username and gave no name: the answers still name no e-mail.
  const staff = await userNamedByEmail(licence, 'urednik', { role: 'ADMIN' });
  const rows = new AddressableRows(app, licence, MARKER);

  const category = await rows.create('category', 'approved', staff.id);
  const product = await rows.create('product', 'approved', client.id);
  const clientBlog = await rows.create('blog', 'approved', client.id);
  const userBlog = await rows.create('blog', 'approved', frontUser.id);
  const article = await rows.create('article', 'approved', staff.id);
  await rows.create('page', 'approved', staff.id);
  const catalog = await rows.create('catalog', 'approved', client.id);
  const planner = await rows.create('planner', 'approved', frontUser.id);
  await rows.create('widget', 'approved', staff.id);

  await tdb.update(contents, { categoryId: category }, eq(contents.id, product));
  await tdb.insert(catalogProducts, { catalogId: catalog, contentId: product });
  const [location] = await tdb
    .insert(userLocations, { userId: client.id, country: 'Srbija', city: 'Beograd', address: 'Knez Mihailova 1' })
    .returning();
  await tdb.insert(contentLocations, { contentId: product, locationId: location!.id });
  const [tag] = await tdb.insert(tags, { name: `${MARKER} tag`, slug: 'sweepnames-tag' }).returning();
  await tdb.insert(contentTags, [
    { contentId: product, tagId: tag!.id },
    { contentId: clientBlog, tagId: tag!.id },
    { contentId: userBlog, tagId: tag!.id },
  ]);
  for (const author of [client, frontUser, staff]) {
    await tdb.insert(comments, {
      contentId: product,
      authorId: author.id,
      text: `${MARKER} comment`,
      status: 'approved',
    });
  }
  await refreshContentSearchText(tdb, { contentIds: [product, clientBlog, userBlog, article] });

  const slugOf = async (id: number) => (await tdb.findOne(contents, eq(contents.id, id)))!.slug;
  const catalogRow = await tdb.findOne(catalogs, eq(catalogs.id, catalog));
  const everyone = await tdb.select(users);
  return {
    licence,
    client,
    frontUser,
    staff,
    emails: everyone.map((user) => user.email.toLowerCase()),
    ids: { product, clientBlog, userBlog, article, catalog, category, planner },
    slugs: {
      product: await slugOf(product),
      clientBlog: await slugOf(clientBlog),
      userBlog: await slugOf(userBlog),
      article: await slugOf(article),
      catalog: catalogRow!.slug,
    },
  };
}

/** The values one path parameter takes, in every call of the route (several: each is its own call). */
type TParams = (w: TWorld) => Record<string, string>[];

/** What each public route's parameters address. The first rule whose path matches wins. */
const PARAM_RULES: { path: RegExp; params: TParams }[] = [
  { path: /\/catalogs\/get-user-catalog-products\/:userId$/, params: (w) => [{ userId: String(w.client.id) }] },
  { path: /\/catalogs\/[a-z-]*:id$|\/catalogs\/[a-z-]+\/:id$/, params: (w) => [{ id: String(w.ids.catalog) }] },
  { path: /\/categories\/(get-category-catalog-product\/)?:id$/, params: (w) => [{ id: String(w.ids.category) }] },
  {
    path: /\/contents\/(tag-related-content\/)?:id$/,
    params: (w) => [w.ids.product, w.ids.clientBlog, w.ids.userBlog, w.ids.article].map((id) => ({ id: String(id) })),
  },
  { path: /\/planners\/public-planner-categories\/:id$/, params: (w) => [{ id: String(w.ids.planner) }] },
  { path: /\/planner-calendars\/:token$/, params: () => [{ token: `${'a'.repeat(43)}.ics` }] },
  { path: /^\/stock-library\/:id\/:file$/, params: () => [{ id: 'nature-1', file: 'x.jpg' }] },
  { path: /^\/app-icons\/:file$/, params: () => [{ file: '192.png' }] },
  { path: /^\/(assets|media)\/\*$/, params: () => [{ '*': 'app.js' }] },
];

/** Queries that make a list show the licence's rows (each is its own call, besides the bare address). */
const QUERIES: Record<string, (w: TWorld) => string[]> = {
  '/api/v1/profiles': (w) => [
    `filter[id]=${w.client.id}&expand=locations`,
    `filter[id]=${w.frontUser.id}`,
    `filter[id]=${w.staff.id}`,
    `filter[username]=${encodeURIComponent(w.client.email)}`,
    `filter[username]=${encodeURIComponent(w.frontUser.email)}`,
    `filter[username]=${encodeURIComponent(COMPANY)}`,
  ],
  '/api/v1/contents': (w) => [
    ...Object.values(CONTENT_TYPE).map((type) => `filter[content_type_id]=${type}`),
    `filter[author_id]=${w.client.id}`,
    `filter[id]=${w.ids.product}`,
    `filter[slug]=${w.slugs.product}`,
  ],
  '/api/v1/contents/get-last-product-by-category': (w) => [`filter[category_id]=${w.ids.category}`],
  '/api/v1/catalogs': (w) => [`filter[author_id]=${w.client.id}`, `filter[slug]=${w.slugs.catalog}`],
  '/api/v1/search': () => [`q=${MARKER}`, `q=${encodeURIComponent(COMPANY)}`],
  '/api/v1/comments': (w) => [`filter[content_id]=${w.ids.product}`],
  '/api/v1/public-planners': (w) => [`filter[user_id]=${w.frontUser.id}`],
  '/api/v1/tags': () => [`filter[name]=${MARKER}`],
  '/api/v1/content-widgets/get-page-widgets': () => ['page_name=home'],
};

/**
 * Anonymous GETs of a site: every route anyone may call, but the dev outbox (every licence's mail, by design; issue 24
 * item 9 closes it), the API's own documentation and the platform's sandbox gateway (no licence's rows).
 */
const publicRoutes = (): TRouteEntry[] =>
  app.routeCatalogue.filter(
    (route) =>
      route.method === 'GET' &&
      POLICY[route.permission] === ANYONE &&
      route.host !== 'platform' &&
      !route.url.startsWith('/dev/') &&
      !route.url.startsWith('/api/docs'),
  );

const paramsOf = (url: string) => [...url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');

function urlsOf(route: TRouteEntry): string[] {
  const rule = PARAM_RULES.find((each) => each.path.test(route.url));
  const filled = paramsOf(route.url).length === 0 ? [route.url] : [];
  for (const variant of rule?.params(world) ?? []) {
    let url = route.url;
    for (const [name, value] of Object.entries(variant)) url = url.replace(name === '*' ? '*' : `:${name}`, value);
    filled.push(url);
  }
  const queries = ['', ...(QUERIES[route.url]?.(world) ?? [])];
  return filled.flatMap((url) => queries.map((query) => (query ? `${url}?${query}` : url)));
}

/** The site's pages as a visitor's browser asks for them (drawn where the build can, else the plain page). */
const pageAddresses = (w: TWorld) => [
  '/',
  `/profile/${w.client.id}`,
  `/profile/${w.frontUser.id}`,
  `/profile/${w.staff.id}`,
  `/products/${w.slugs.product}`,
  `/blogs/${w.slugs.clientBlog}`,
  `/blogs/${w.slugs.userBlog}`,
  `/articles/${w.slugs.article}`,
  `/catalogs/${w.slugs.catalog}`,
  `/planners/${w.ids.planner}`,
  '/planners',
];

/** The licence users' e-mails an answer holds (in any letter case, raw or percent-encoded). */
function emailsIn(text: string): string[] {
  const lowered = text.toLowerCase();
  return world.emails.filter((email) => lowered.includes(email) || lowered.includes(encodeURIComponent(email)));
}

describe('no public answer names a login e-mail', () => {
  it('knows what every parameter of every public route addresses', () => {
    const routes = publicRoutes();
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes.filter((each) => paramsOf(each.url).length > 0)) {
      const rule = PARAM_RULES.find((each) => each.path.test(route.url));
      expect(rule, `GET ${route.url}: add a rule for its parameters`).toBeDefined();
      for (const variant of rule!.params(world)) {
        expect(Object.keys(variant).sort(), route.url).toEqual(paramsOf(route.url).sort());
      }
    }
  });

  it('answers every anonymous GET of the site without an e-mail of the licence’s users, in body or headers', async () => {
    const leaks: string[] = [];
    const named = new Set<string>();
    let calls = 0;
    for (const route of publicRoutes()) {
      for (const url of urlsOf(route)) {
        for (const language of ['srp', 'en'] as const) {
          calls += 1;
          const response = await call(app, { method: 'GET', url, licence: world.licence.id, language });
          const text = `${JSON.stringify(response.headers)}\n${response.body}`;
          // The pagination `Link` repeats the query the caller sent (an e-mail it already knows): not a leak.
          const sent = emailsIn(url);
          const echoed = (email: string) => sent.includes(email) && !emailsIn(response.body).includes(email);
          for (const email of emailsIn(text).filter((each) => !echoed(each))) {
            leaks.push(`GET ${url} (${response.statusCode}): ${email}`);
          }
          for (const name of [COMPANY, `${PERSON.name} ${PERSON.surname}`]) if (text.includes(name)) named.add(url);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(calls).toBeGreaterThan(60);
    // The sweep really reached the rows: their authors are named in lists, single contents, catalogs, comments,
    // profiles, planners and search, by the names the site shows.
    for (const reached of [
      `/api/v1/profiles?filter[id]=${world.client.id}&expand=locations`,
      `/api/v1/profiles?filter[id]=${world.frontUser.id}`,
      `/api/v1/contents/${world.ids.product}`,
      `/api/v1/contents/${world.ids.userBlog}`,
      `/api/v1/catalogs/${world.ids.catalog}`,
      `/api/v1/comments?filter[content_id]=${world.ids.product}`,
      `/api/v1/public-planners?filter[user_id]=${world.frontUser.id}`,
    ]) {
      expect(named, reached).toContain(reached);
    }
  }, 120_000);

  it('serves the site’s pages without an e-mail of the licence’s users', async () => {
    const host = `${world.licence.titleOfAppUnique}.localhost:3000`;
    for (const address of pageAddresses(world)) {
      const response = await app.inject({
        method: 'GET',
        url: address,
        headers: { host, accept: 'text/html', 'accept-language': 'en' },
      });
      expect(response.statusCode, address).toBe(200);
      expect(emailsIn(`${JSON.stringify(response.headers)}\n${response.body}`), address).toEqual([]);
      if (CAN_DRAW_PAGES && address === `/profile/${world.client.id}`) {
        // Drawn from the same answers the API gives: the company's name is on the page and in its state.
        expect(response.body).toContain(COMPANY);
      }
    }
  }, 120_000);

  it('finds a profile by the name the site shows, never by a login e-mail', async () => {
    const profiles = (query: string) =>
      call(app, { method: 'GET', url: `/api/v1/profiles?${query}`, licence: world.licence.id });
    const byEmail = await profiles(`filter[username]=${encodeURIComponent(world.client.email.toUpperCase())}`);
    expect(byEmail.json()).toEqual([]);
    expect((await profiles(`filter[username]=${encodeURIComponent(world.frontUser.email)}`)).json()).toEqual([]);
    const byCompany = await profiles(`filter[username]=${encodeURIComponent(COMPANY.toLowerCase())}`);
    expect(byCompany.json()).toEqual([
      expect.objectContaining({ id: world.client.id, username: COMPANY, company_name: COMPANY }),
    ]);
    const byName = await profiles(`filter[username]=${encodeURIComponent(`${PERSON.name} ${PERSON.surname}`)}`);
    expect(byName.json()).toEqual([
      expect.objectContaining({ id: world.frontUser.id, username: `${PERSON.name} ${PERSON.surname}` }),
    ]);
  });
});
