/**
 * Licence B's credentials never reach licence A's rows (STYLE "for every endpoint"; decisions 0001, 0002). Generated
 * from the route catalogue: every route with a path parameter is called, so a new route cannot be forgotten — one
 * whose parameter no rule below names fails this test until a rule says what the parameter addresses.
 *
 * Per route, on fresh rows of licence A (authored by A's user of the role the route's permission needs):
 * 1. licence A's site with licence B's token (same role): 511 — a token of another licence is unknown here (0002);
 * 2. licence B's own site with B's token and A's ids: 404 (every write sends `WRITE_BODY`, so no body is refused
 *    before the row is looked up);
 * 3. the control, A's own user on A's site: neither 404 nor an error, so the id really addresses a row the route
 *    reaches.
 * No answer of 1 or 2 is a 2xx or holds A's text.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { LICENCE_ROLES, type TLicenceRole } from '@izlog/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleMay } from '../src/platform/permissions/policy';
import type { TRouteEntry } from '../src/platform/permissions/route-permissions';
import { createLicence, createSignedInUser, FACTORY_PASSWORD, type TTestLicence, type TTestUser } from './factories';
import { call, createTestApp, type TTestApp } from './harness';
import { AddressableRows, type TRowKind, type TRowStatus } from './support/addressable-rows';

/** A parameter's value: a fresh row of licence A, the signed-in user's own id, or a value no licence owns. */
type TParamValue = TRowKind | 'self' | 'client' | { fixed: string };
/** `body`: fields the call needs beyond WRITE_BODY's (one that would break other calls' bodies if shared). */
type TRule = { path: RegExp; variants: Record<string, TParamValue>[]; body?: Record<string, unknown> };

/** A task form that passes the schema: its category is none of either licence's. */
const PLANNER_TASK_BODY = {
  category_id: 2_147_483_647,
  address: 'Knez Mihailova 1',
  city: 'Beograd',
  scheduled_date: '2026-06-20',
  scheduled_time: '18:00',
};

/** What each route's parameters address. The first rule whose path matches wins; each variant is one call. */
const RULES: TRule[] = [
  {
    path: /\/moderations\/history\/:kind\/:id$/,
    variants: [
      { kind: { fixed: 'content' }, id: 'product' },
      { kind: { fixed: 'catalog' }, id: 'catalog' },
    ],
  },
  // Contact services (issue 14): a service, and a message to one (its retry and its attachment's download).
  { path: /\/licence-contacts\/delete-contact-service\/:id$/, variants: [{ id: 'contactService' }] },
  {
    path: /\/licence-contacts\/(retry-contact-submission\/:id|contact-submissions\/:id\/attachment)$/,
    variants: [{ id: 'contactSubmission' }],
  },
  { path: /\/users\/change-password\/:id$/, variants: [{ id: 'self' }] },
  // User administration (issue 12): every admin call names a user of the licence.
  { path: /\/users\/admin-[a-z-]+\/:id$/, variants: [{ id: 'user' }] },
  { path: /\/profiles\/update-front-user-profile\/:id$/, variants: [{ id: 'self' }] },
  {
    path: /\/profiles\/update-client-profile\/:id$/,
    variants: [{ id: 'self' }],
    body: {
      company_name: 'A company',
      bio: 'What the company makes.',
      public_email: 'sales@example.com',
      phone: '0641234567',
      locations: [{ country: 'Srbija', city: 'Beograd', address: 'Knez Mihailova 1' }],
    },
  },
  { path: /\/catalogs\/get-user-catalog-products\/:userId$/, variants: [{ userId: 'client' }] },
  { path: /\/categories\/get-category-catalog-product\/:id$/, variants: [{ id: 'category' }] },
  {
    path: /\/categories\/update-category-order\/:contentType$/,
    variants: [{ contentType: { fixed: String(CONTENT_TYPE.product) } }],
  },
  { path: /\/categories\/admin-delete-attribute-category-link\/:id$/, variants: [{ id: 'attributeLink' }] },
  { path: /\/categories\/admin-(update|delete)-attribute\/:id$/, variants: [{ id: 'attribute' }] },
  { path: /\/categories\/(admin-(update|delete)-category\/)?:id$/, variants: [{ id: 'category' }] },
  // Widgets (issue 14): a widget of the home page; a write's body is a whole valid form at the widget's version.
  {
    path: /\/content-widgets\/[a-z-]+\/:id$/,
    variants: [{ id: 'widget' }],
    body: {
      page_name: 'home',
      column_number: 1,
      widget_title: 'Edited by its own licence',
      content_type_id: CONTENT_TYPE.article,
      delete_validity_check: 1,
    },
  },
  // Planners (issue 15): the owner's planner and its items, the public page, moderation and the calendar. A task
  // form names no category of B (the owner's own call then answers 422 on category_id, after finding the planner).
  { path: /\/create-planner-task\/:plannerId$/, variants: [{ plannerId: 'planner' }], body: PLANNER_TASK_BODY },
  { path: /\/update-planner-task\/:itemId$/, variants: [{ itemId: 'plannerItem' }], body: PLANNER_TASK_BODY },
  {
    path: /\/link-product-to-planner\/:plannerId\/:contentId$/,
    variants: [{ plannerId: 'planner', contentId: 'product' }],
  },
  {
    path: /\/link-catalog-to-planner\/:plannerId\/:catalogId$/,
    variants: [{ plannerId: 'planner', catalogId: 'catalog' }],
  },
  {
    path: /\/switch-to-another-planner\/:itemId\/:plannerId$/,
    variants: [{ itemId: 'plannerItem', plannerId: 'planner' }],
  },
  {
    path: /\/delete-planner-item\/:itemId\/:plannerId$/,
    variants: [{ itemId: 'plannerItem', plannerId: 'plannerOfNewestItem' }],
  },
  {
    path: /\/save-price-of-planner-item\/:id\/:price\/:currencyId$/,
    variants: [{ id: 'plannerItem', price: { fixed: '10' }, currencyId: { fixed: '1' } }],
  },
  { path: /\/change-calculate-price\/:id\/:value$/, variants: [{ id: 'plannerItem', value: { fixed: '0' } }] },
  {
    path: /\/(planner-items\/[a-z-]+|moderations\/(approve|disapprove)-planner-item)\/:id$/,
    variants: [{ id: 'plannerItem' }],
    body: { scheduled_date: '2026-06-21', scheduled_time: '10:00', updated_at: '2026-06-20T10:00:00.000Z' },
  },
  // A decision on a planner's own words names the version read (A's own call: a 409, the version being another).
  {
    path: /\/moderations\/(approve|disapprove)-planner\/:id$/,
    variants: [{ id: 'planner' }],
    body: { updated_at: '2026-06-20T10:00:00.000Z' },
  },
  { path: /\/planners\/[a-z-]+\/:id$/, variants: [{ id: 'planner' }], body: { description: 'A planner of its own.' } },
  { path: /\/planner-calendars\/:token$/, variants: [{ token: { fixed: `${'a'.repeat(43)}.ics` } }] },
  // Paid first places (issue 14): a first place running today, to switch off, report or click.
  { path: /\/biddings\/[a-z-]+\/:id$/, variants: [{ id: 'biddingItem' }] },
  { path: /\/stock-photos\/topics\/:slug\/photos$/, variants: [{ slug: { fixed: 'nature' } }] },
  { path: /^\/stock-library\/:id\/:file$/, variants: [{ id: { fixed: 'nature-1' }, file: { fixed: 'x.jpg' } }] },
  // A site's app icons (issue 16): drawn for the site whose address it is, naming no rows.
  { path: /^\/app-icons\/:file$/, variants: [{ file: { fixed: '192.png' } }] },
  { path: /-comment\/:id$/, variants: [{ id: 'comment' }] },
  { path: /\/comments\/post-comment\/:contentId$/, variants: [{ contentId: 'product' }] },
  { path: /catalog[^/]*\/:id$|\/catalogs\/:id$/, variants: [{ id: 'catalog' }] },
  { path: /article[^/]*\/:id$/, variants: [{ id: 'article' }] },
  { path: /blog[^/]*\/:id$/, variants: [{ id: 'blog' }] },
  { path: /page[^/]*\/:id$/, variants: [{ id: 'page' }] },
  {
    path: /product[^/]*\/:id$|content-changes\/:id$|\/contents\/(tag-related-content\/)?:id$/,
    variants: [{ id: 'product' }],
  },
];

/**
 * One body for every write: the fields each call needs to go through for A's own user (bodies are parsed before any
 * row is read, so a refused body would prove nothing); each call's schema keeps its own fields and drops the rest.
 */
const WRITE_BODY = {
  title: 'Edited by its own licence',
  remark_request_for_edit: 'Please add the price.',
  text: 'A comment from the licence itself.',
  moderator_comment: 'A note from the moderators.',
  password: FACTORY_PASSWORD,
  new_password: 'a-new-secret-pass',
  // User administration: a new username and e-mail, a role and status, what becomes of a deleted user's content.
  username: 'renamed-by-own-licence',
  email: 'moved-by-own-licence@example.com',
  role: 'MODERATOR',
  status: 'active',
  content_action: 'transfer',
};

const parametersOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/** The status A's row needs for the call to go through on A's own site. */
function statusFor(url: string): TRowStatus {
  if (/\/(approve|disapprove|request-for-edit)-/.test(url)) return 'on_moderation';
  if (/draft/.test(url)) return 'draft';
  return 'approved';
}

/** The role that calls a route: the first the policy allows (anyone's routes: the superadmin, who sees everything). */
function roleFor(route: TRouteEntry): TLicenceRole {
  return LICENCE_ROLES.find((role) => roleMay(role, route.permission))!;
}

type TSide = {
  licence: TTestLicence;
  users: Record<TLicenceRole, { user: TTestUser; token: string }>;
  rows: AddressableRows;
};

async function createSide(app: TTestApp, marker: string): Promise<TSide> {
  const licence = await createLicence(app);
  const entries = await Promise.all(
    LICENCE_ROLES.map(async (role) => [role, await createSignedInUser(app, licence, { role })] as const),
  );
  return {
    licence,
    users: Object.fromEntries(entries) as TSide['users'],
    rows: new AddressableRows(app, licence, marker),
  };
}

let app: TTestApp;
let a: TSide;
let b: TSide;
beforeAll(async () => {
  app = await createTestApp();
  [a, b] = await Promise.all([createSide(app, 'ALPHA-ONLY'), createSide(app, 'BETA-ONLY')]);
});
afterAll(() => app?.close());

/** Every route with a path parameter, once per method (HEAD answers as GET does). */
/**
 * Routes that address a licence's rows by id: a site's own calls (host 'tenant'). Calls of any host (the sales side,
 * the gateways' callbacks, the stock library) address no licence's rows; their modules test another's as a 404.
 */
const addressedRoutes = () =>
  app.routeCatalogue.filter((route) => route.method !== 'HEAD' && route.url.includes(':') && route.host === 'tenant');

describe('licence B’s credentials against licence A’s rows, on every route with an id', () => {
  it('knows what every parameter of every route addresses', () => {
    const routes = addressedRoutes();
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const rule = RULES.find((each) => each.path.test(route.url));
      expect(rule, `${route.method} ${route.url}: add a rule for its parameters`).toBeDefined();
      for (const variant of rule!.variants) {
        expect(Object.keys(variant).sort(), `${route.method} ${route.url}`).toEqual(parametersOf(route.url).sort());
      }
    }
  });

  it('answers 511 on A’s site and 404 on B’s, never a 2xx or A’s text; A’s own call reaches the row', async () => {
    const seen: string[] = [];
    for (const route of addressedRoutes()) {
      const rule = RULES.find((each) => each.path.test(route.url));
      if (!rule) continue; // the test above names it
      const role = roleFor(route);
      const owner = a.users[role];
      for (const variant of rule.variants) {
        let url = route.url;
        for (const [name, value] of Object.entries(variant)) {
          url = url.replace(`:${name}`, String(await parameterValue(value, url, owner.user.id)));
        }
        const label = `${route.method} ${url} (${route.permission}, ${role})`;
        const request = {
          method: route.method as 'GET' | 'POST',
          url,
          payload: route.method === 'GET' ? undefined : { ...WRITE_BODY, ...rule.body },
        };

        const foreignToken = await call(app, { ...request, licence: a.licence.id, token: b.users[role].token });
        expect.soft([511, 404], `${label}: B's token on A's site`).toContain(foreignToken.statusCode);
        expect.soft(foreignToken.body, label).not.toContain(a.rows.marker);

        // A route whose parameters name no licence's rows (a stock topic) has nothing of A's to reach on B's site.
        if (Object.values(variant).every((value) => typeof value === 'object')) continue;

        const foreignSite = await call(app, { ...request, licence: b.licence.id, token: b.users[role].token });
        const own = await call(app, { ...request, licence: a.licence.id, token: owner.token });
        expect.soft(own.statusCode, `${label}: A's own call (the control) must reach the row`).not.toBe(404);
        expect.soft(own.statusCode, `${label}: A's own call`).not.toBe(511);
        expect.soft(own.statusCode, `${label}: A's own call`).toBeLessThan(500);
        // A 422 here means the body was refused before the row was read: give WRITE_BODY the call's fields.
        expect.soft(foreignSite.statusCode, `${label}: A's id on B's site`).toBe(404);
        expect.soft(foreignSite.body, label).not.toContain(a.rows.marker);
        seen.push(label);
      }
    }
    expect(seen.length).toBeGreaterThan(50);
  });
});

async function parameterValue(value: TParamValue, url: string, ownerId: number) {
  if (typeof value === 'object') return value.fixed;
  if (value === 'self') return ownerId;
  if (value === 'client') return a.users.CLIENT.user.id;
  return a.rows.create(value, statusFor(url), ownerId);
}
