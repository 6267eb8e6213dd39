/**
 * A field an update call does not send keeps its value (SPEC §5, decision 0050). Generated from the route catalogue:
 * every update call (a name that starts with update-, change-, edit- or save-, or holds -update-) has an entry below,
 * so a new one fails this file until it says how it is swept. Per swept call: every field is first set by a full
 * update, then each field is sent alone, and the resource read back has every other field as it was.
 */

import { CONTENT_TYPE, CURRENCY, DISCOUNT_TYPE, type TContentTypeId } from '@izlog/contract/constants';
import type { TLicenceRole } from '@izlog/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags } from '../src/db/schema';
import { createLicence, createSignedInUser, createUser, type TTestLicence } from './factories';
import { call, createTestApp, type TTestApp } from './harness';
import { createCategory as createCatalogCategory, createProduct } from './support/catalog-test-data';
import { createCategory as createCategoryAsAdmin } from './support/categories';
import { createCatalog, createCategory, seedContent, tagContent, tenantOf } from './support/content-test-support';
import { createPlannerOf, createTask, plannerWorld } from './support/planners';
import { createOwnedLicence, createPlatformAccount } from './support/sales-console';
import { addWidget, publishedContent, widgetWorld } from './support/widgets';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** One resource of a swept call: where to send the update, who sends it, and how to read the resource back. */
type TTarget = {
  licence: TTestLicence;
  token: string;
  url: string;
  read: () => Promise<Record<string, unknown>>;
  /** What every call must carry besides the field (the version the form opened), read before each send. */
  carry?: () => Promise<Record<string, unknown>>;
};

type TSweep = {
  /** Makes the resource the call changes (a licence of its own per call). */
  target: () => Promise<TTarget>;
  /** Every field set to a known value; `second` holds another valid value of each, sent alone. */
  full: Record<string, unknown>;
  second: Record<string, unknown>;
  /** Read-back keys that change with any save (timestamps), or that a field's value also sets. */
  ignore?: string[];
  alsoChanges?: Record<string, string[]>;
  /** Optional fields the form may empty: sent empty ("") alone, each reads back null. */
  clearable?: string[];
};

/** An update call that is not swept, and why (the one value it sets is its whole body, or a command). */
type TEntry = { sweep: TSweep } | { oneValue: string } | { notYetSwept: string };

const readJson = async (target: Omit<TTarget, 'read'>, url: string) => {
  const response = await call(app, { method: 'GET', url, licence: target.licence.id, token: target.token });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return response.json() as Record<string, unknown>;
};

/** A site with its own admin; it has a logo already, which the site data form needs. */
async function siteAdmin(): Promise<Omit<TTarget, 'read' | 'url'>> {
  const licence = await createLicence(app, { icon: '/media/0/logo/seed.png' });
  const { token } = await createSignedInUser(app, licence, { role: 'ADMIN' });
  return { licence, token };
}

const licenceDetails =
  (url: string, query = '') =>
  async (): Promise<TTarget> => {
    const site = await siteAdmin();
    const target = { ...site, url };
    return { ...target, read: () => readJson(target, `/api/v1/licences/get-licence-details${query}`) };
  };

const without = (record: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));

const PROFILE_FULL = {
  name: 'Ana',
  surname: 'Anić',
  public_email: 'ana@example.com',
  gender: 'female',
  phone: '0641234567',
  birthdate: '1990-05-01',
  bio: 'Pišem o nameštaju.',
  country: 'Srbija',
  city: 'Beograd',
  address: 'Knez Mihailova 1',
  twitter: 'https://twitter.com/ana',
  facebook: 'https://facebook.com/ana',
  instagram: 'https://instagram.com/ana',
};
const PROFILE_SECOND = {
  name: 'Vesna',
  surname: 'Vesić',
  public_email: 'vesna@example.com',
  gender: 'other',
  phone: '0659876543',
  birthdate: '1985-11-30',
  bio: 'Pravim stolice.',
  country: 'Crna Gora',
  city: 'Podgorica',
  address: 'Njegoševa 2',
  twitter: 'https://twitter.com/vesna',
  facebook: 'https://facebook.com/vesna',
  instagram: 'https://instagram.com/vesna',
};

async function ownProfile(role: 'USER' | 'CLIENT', route: string): Promise<TTarget> {
  const licence = await createLicence(app);
  const { user, token } = await createSignedInUser(app, licence, { role, avatar: '/media/0/avatar/seed.webp' });
  const target = { licence, token, url: `/api/v1/profiles/${route}/${user.id}` };
  return { ...target, read: () => readJson(target, '/api/v1/profiles/own-profile') };
}

/**
 * Contents and catalogs: the author reads what it will see (moderations/*-changes: the waiting edit of an approved
 * item, or the item itself), so a client's or a user's edit of approved content is swept in its pending revision.
 */
const CONTENT_UPDATES: [string, TContentTypeId, TLicenceRole, string][] = [
  ['admin-update-article', CONTENT_TYPE.article, 'ADMIN', 'approved'],
  ['update-article-draft', CONTENT_TYPE.article, 'EDITOR', 'draft'],
  ['admin-update-blog', CONTENT_TYPE.blog, 'ADMIN', 'approved'],
  ['user-update-blog', CONTENT_TYPE.blog, 'USER', 'approved'],
  ['update-blog-draft', CONTENT_TYPE.blog, 'USER', 'draft'],
  ['admin-update-page', CONTENT_TYPE.staticPage, 'ADMIN', 'approved'],
  ['admin-update-page-draft', CONTENT_TYPE.staticPage, 'ADMIN', 'draft'],
  ['admin-update-product', CONTENT_TYPE.product, 'ADMIN', 'approved'],
  ['user-update-product', CONTENT_TYPE.product, 'CLIENT', 'approved'],
  ['update-product-draft', CONTENT_TYPE.product, 'CLIENT', 'draft'],
];
const CATALOG_UPDATES: [string, TLicenceRole, string][] = [
  ['admin-update-catalog', 'ADMIN', 'approved'],
  ['user-update-catalog', 'CLIENT', 'approved'],
  ['update-catalog-draft', 'CLIENT', 'draft'],
];

/** A content of the author's, as the sweep compares it: each sent field under its own name; no tags read null. */
async function authorsContent(contentTypeId: TContentTypeId, role: TLicenceRole, status: string) {
  const licence = await createLicence(app);
  const { user, token } = await createSignedInUser(app, licence, { role, status: 'active' });
  const [first, second] = [
    await createCategory(app, licence, contentTypeId),
    await createCategory(app, licence, contentTypeId),
  ];
  const content = await seedContent(app, licence, { contentTypeId, authorId: user.id, status, categoryId: first.id });
  const read = async () => {
    const { current } = await readJson(
      { licence, token, url: '' },
      `/api/v1/moderations/content-changes/${content.id}`,
    );
    const version = current as Record<string, unknown> & { category: { id: number } | null; tags: string[] };
    return {
      ...without(version, ['category', 'tags', 'author', 'image_sizes']),
      category_id: version.category?.id ?? null,
      tags: version.tags.join(', ') || null,
    };
  };
  return { licence, token, id: content.id, categories: [first.id, second.id], read };
}

function contentSweep(name: string, contentTypeId: TContentTypeId, role: TLicenceRole, status: string): TSweep {
  const isProduct = contentTypeId === CONTENT_TYPE.product;
  let categories: number[] = [];
  return {
    target: async () => {
      const content = await authorsContent(contentTypeId, role, status);
      categories = content.categories;
      return { ...content, url: `/api/v1/contents/${name}/${content.id}` };
    },
    get full() {
      return {
        title: 'Hrastova komoda',
        content_text: '<p>Ručno rađena.</p>',
        description: 'Komoda od hrasta',
        category_id: categories[0],
        comments_allowed: true,
        gallery_position: 'top',
        tags: 'drvo, hrast',
        ...(isProduct
          ? { price: '1500', currency_id: CURRENCY.RSD, discount: '10', discount_type: DISCOUNT_TYPE.percent }
          : {}),
      };
    },
    get second() {
      return {
        title: 'Orahova polica',
        content_text: '<p>Od oraha.</p>',
        description: 'Polica od oraha',
        category_id: categories[1],
        comments_allowed: false,
        gallery_position: 'bottom',
        tags: 'orah',
        ...(isProduct
          ? { price: '2500.5', currency_id: CURRENCY.EUR, discount: '20', discount_type: DISCOUNT_TYPE.amount }
          : {}),
      };
    },
    clearable: ['content_text', 'description', 'gallery_position', 'tags', ...(isProduct ? ['price'] : [])],
  };
}

function catalogSweep(callName: string, role: TLicenceRole, status: string): TSweep {
  let world = { categories: [0, 0], products: [0, 0] };
  return {
    target: async () => {
      const licence = await createLicence(app);
      const { user, token } = await createSignedInUser(app, licence, { role, status: 'active' });
      const categories = [
        (await createCatalogCategory(app, licence, { name: 'Nameštaj' })).id,
        (await createCatalogCategory(app, licence, { name: 'Rasveta' })).id,
      ];
      const products = [
        (await createProduct(app, licence, { authorId: user.id })).id,
        (await createProduct(app, licence, { authorId: user.id })).id,
      ];
      world = { categories, products };
      const catalog = await createCatalog(app, licence, user.id, status);
      const target = { licence, token, url: `/api/v1/catalogs/${callName}/${catalog.id}` };
      const read = async () => {
        const { current } = await readJson(target, `/api/v1/moderations/catalog-changes/${catalog.id}`);
        const version = current as {
          name: string;
          description: string | null;
          category: { id: number } | null;
          products: { id: number }[];
        };
        return {
          name: version.name,
          description: version.description,
          category_id: version.category?.id ?? null,
          products: version.products.map((product) => product.id).join(',') || null,
        };
      };
      return { ...target, read };
    },
    get full() {
      return {
        name: 'Jesenji katalog',
        description: '<p>Za jesen.</p>',
        category_id: world.categories[0],
        products: String(world.products[0]),
      };
    },
    get second() {
      return {
        name: 'Zimski katalog',
        description: '<p>Za zimu.</p>',
        category_id: world.categories[1],
        products: world.products.join(','),
      };
    },
    clearable: ['description', 'products'],
  };
}
/** A list widget on the home page; its tags are the licence's own, so they are known once the target is made. */
function widgetSweep(): TSweep {
  let tagIds: number[] = [];
  return {
    target: async () => {
      const world = await widgetWorld(app);
      const article = await publishedContent(app, world, 1);
      await tagContent(app, world.licence, article.id, ['med', 'vosak']);
      const tdb = tenantOf(app, world.licence);
      tagIds = (await tdb.select(tags)).map((tag) => tag.id).sort((a, b) => a - b);
      const { widget } = await addWidget(app, world);
      const target = {
        licence: world.licence,
        token: world.admin.token,
        url: `/api/v1/content-widgets/update-page-widget/${widget.widget_id}`,
      };
      const read = () => readJson(target, `/api/v1/content-widgets/get-widget-settings/${widget.widget_id}`);
      return { ...target, read, carry: async () => ({ update_validity_check: (await read()).version }) };
    },
    get full() {
      return {
        column_number: 1,
        widget_title: 'Najnovije vesti',
        widget_description: 'Sve o pčelama',
        content_type_id: CONTENT_TYPE.article,
        selected_tags: [tagIds[0]],
        criteria: 'newest',
        limit: 3,
        layout: 3,
      };
    },
    get second() {
      return {
        column_number: 2,
        widget_title: 'Najčitanije',
        widget_description: 'Med i vosak',
        content_type_id: CONTENT_TYPE.blog,
        selected_tags: [tagIds[1]],
        criteria: 'most_read',
        limit: 6,
        layout: 2,
      };
    },
    ignore: ['version', 'updated_at'],
    alsoChanges: { column_number: ['position'] },
    clearable: ['widget_description'],
  };
}

/** The object with `id` anywhere in an answer (a planner in the list, an item in its planner's groups). */
function findById(value: unknown, id: number, marker: string): Record<string, unknown> | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findById(item, id, marker);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.id === id && marker in record) return record;
    for (const item of Object.values(record)) {
      const found = findById(item, id, marker);
      if (found) return found;
    }
  }
  return undefined;
}

/** A planner of a front user's with one priced task (a product category of the site's), and where to read them back. */
async function plannerTarget(url: (ids: { plannerId: number; itemId: number }) => string, read: 'planner' | 'item') {
  const world = await plannerWorld(app);
  const planner = await createPlannerOf(app, world);
  // A euro price, whose rate an unchanged price keeps: the other fields must still be saved.
  const { item } = await createTask(app, world, planner.id, { price: '20', currency_id: CURRENCY.EUR });
  const target = {
    licence: world.licence,
    token: world.owner.token,
    url: url({ plannerId: planner.id, itemId: item.id }),
  };
  const readBack = async () => {
    const answer =
      read === 'planner'
        ? await readJson(target, '/api/v1/planners?per-page=50')
        : await readJson(target, `/api/v1/planners/planner-categories/${planner.id}`);
    // A planner and its task may share a number: an item is told by its kind.
    const found = read === 'planner' ? findById(answer, planner.id, 'description') : findById(answer, item.id, 'kind');
    expect(found, `${read} read back`).toBeDefined();
    return found!;
  };
  return { ...target, read: readBack, world };
}

const TASK_FULL = {
  title: 'Proba torte',
  address: 'Knez Mihailova 5',
  city: 'Beograd',
  country: 'Srbija',
  scheduled_date: '2026-06-20',
  scheduled_time: '18:00',
  remark: 'Ponesite uzorke',
  contact_phone: '0641234567',
  contact_email: 'torte@example.com',
  calculate_price: true,
  show_publicly: false,
  show_price_publicly: false,
};
const TASK_SECOND = {
  title: 'Degustacija',
  address: 'Njegoševa 2',
  city: 'Novi Sad',
  country: 'Hrvatska',
  scheduled_date: '2026-07-01',
  scheduled_time: '11:30',
  remark: 'Bez šećera',
  contact_phone: '0659876543',
  contact_email: 'kolaci@example.com',
  calculate_price: false,
  show_publicly: true,
  show_price_publicly: true,
};

/** The two categories the swept category moves between (made with its target). */
let categoryParents: number[] = [];

/** Every update call of the API; the first pattern that matches a route's address gives its entry. */
const UPDATE_CALLS: [RegExp, TEntry][] = [
  [
    /\/licences\/update-licence-data$/,
    {
      sweep: {
        target: licenceDetails('/api/v1/licences/update-licence-data'),
        full: {
          site_name: 'Kuća Dizajna',
          description: 'Nameštaj po meri',
          overlay_text: 'Dobro došli',
          button_text: 'Kontakt',
          link_text: 'contact',
          phone: '0111234567',
          country: 'Srbija',
          city: 'Beograd',
          address: 'Knez Mihailova 1',
          facebook_url: 'https://facebook.com/kuca',
          instagram_url: 'https://instagram.com/kuca',
          twitter_url: 'https://twitter.com/kuca',
          linkedin_url: 'https://linkedin.com/company/kuca',
          brand_color: '#c2255c',
        },
        second: {
          site_name: 'Stolarija Jovanović',
          description: 'Stolovi i stolice',
          overlay_text: 'Pogledajte ponudu',
          button_text: 'Ponuda',
          link_text: 'products',
          phone: '0217654321',
          country: 'Crna Gora',
          city: 'Novi Sad',
          address: 'Zmaj Jovina 3',
          facebook_url: 'https://facebook.com/stolarija',
          instagram_url: 'https://instagram.com/stolarija',
          twitter_url: 'https://twitter.com/stolarija',
          linkedin_url: 'https://linkedin.com/company/stolarija',
          brand_color: '#1864ab',
        },
        clearable: ['description', 'phone', 'facebook_url', 'brand_color'],
      },
    },
  ],
  [
    /\/licences\/update-licence-greeting-messages$/,
    {
      sweep: {
        target: licenceDetails('/api/v1/licences/update-licence-greeting-messages'),
        full: {
          sign_in_msg: 'Dobro došli nazad',
          register_msg: 'Hvala na prijavi',
          client_register_msg: 'Dobrodošla firma',
        },
        second: {
          sign_in_msg: 'Opet ste tu',
          register_msg: 'Nalog je otvoren',
          client_register_msg: 'Firma je upisana',
        },
      },
    },
  ],
  [
    /\/licences\/update-licence-terms-and-conditions$/,
    {
      sweep: {
        target: licenceDetails(
          '/api/v1/licences/update-licence-terms-and-conditions',
          '?expand=terms_and_conditions,privacy_policy,terms_of_payment',
        ),
        full: {
          terms_and_conditions: '<p>Uslovi korišćenja</p>',
          privacy_policy: '<p>Politika privatnosti</p>',
          terms_of_payment: '<p>Uslovi plaćanja</p>',
        },
        second: {
          terms_and_conditions: '<p>Novi uslovi</p>',
          privacy_policy: '<p>Nova politika</p>',
          terms_of_payment: '<p>Novo plaćanje</p>',
        },
        clearable: ['privacy_policy', 'terms_of_payment'],
      },
    },
  ],
  [
    /\/profiles\/update-front-user-profile\/:id$/,
    {
      sweep: {
        target: () => ownProfile('USER', 'update-front-user-profile'),
        full: { username: 'ana-anic', ...PROFILE_FULL },
        second: { username: 'vesna-vesic', ...PROFILE_SECOND },
        ignore: ['updated_at'],
        clearable: ['surname', 'bio'],
      },
    },
  ],
  [
    /\/profiles\/update-client-profile\/:id$/,
    {
      sweep: {
        target: () => ownProfile('CLIENT', 'update-client-profile'),
        // A client's country, city and address are its primary location's: they come with the locations.
        full: {
          ...without(PROFILE_FULL, ['country', 'city', 'address']),
          company_name: 'Kuća Dizajna d.o.o.',
          locations: [{ country: 'Srbija', city: 'Beograd', address: 'Knez Mihailova 1' }],
        },
        second: {
          ...without(PROFILE_SECOND, ['country', 'city', 'address']),
          company_name: 'Stolarija d.o.o.',
          locations: [{ country: 'Srbija', city: 'Niš', address: 'Obrenovićeva 5' }],
        },
        ignore: ['updated_at'],
        alsoChanges: { locations: ['country', 'city', 'address'] },
      },
    },
  ],
  [
    /\/users\/admin-update-user\/:id$/,
    {
      sweep: {
        target: async () => {
          const site = await siteAdmin();
          const user = await createUser(app, site.licence, { role: 'USER' });
          const target = { ...site, url: `/api/v1/users/admin-update-user/${user.id}` };
          return { ...target, read: () => readJson(target, `/api/v1/users/admin-get-user/${user.id}`) };
        },
        full: { ...PROFILE_FULL, company_name: 'Kuća Dizajna d.o.o.' },
        second: { ...PROFILE_SECOND, company_name: 'Stolarija d.o.o.' },
        ignore: ['updated_at'],
        clearable: ['surname', 'company_name'],
      },
    },
  ],
  [/\/users\/admin-update-user-(username|email)\/:id$/, { oneValue: 'the username or the e-mail is the whole body' }],
  [
    /\/users\/admin-update-user-role\/:id$/,
    {
      sweep: {
        target: async () => {
          const site = await siteAdmin();
          const user = await createUser(app, site.licence, { role: 'USER' });
          const target = { ...site, url: `/api/v1/users/admin-update-user-role/${user.id}` };
          return { ...target, read: () => readJson(target, `/api/v1/users/admin-get-user/${user.id}`) };
        },
        full: { role: 'EDITOR', status: 'active' },
        second: { role: 'MODERATOR', status: 'blocked' },
        ignore: ['updated_at'],
      },
    },
  ],
  [/\/users\/change-password\/:id$/, { oneValue: 'a new password, not a field of a resource' }],
  [/\/licences\/update-licence-template$/, { oneValue: 'template_id is the whole body' }],
  [/\/licences\/change-(login-registration|search)-status$/, { oneValue: 'a switch: status is the whole body' }],
  [/\/biddings\/update-bidding-duration$/, { oneValue: 'duration is the whole body' }],
  [
    /\/licences\/sales-user-update-licence-(logo|stock-logo|description|phone|status)\/:id$/,
    { oneValue: 'one field per call (the sales console saves each on its own)' },
  ],
  [
    /\/licences\/sales-user-update-licence-location\/:id$/,
    {
      sweep: {
        target: async () => {
          const seller = await createPlatformAccount(app, 'SALES');
          const licence = await createOwnedLicence(app, seller);
          // The console is the platform's: its calls name no licence.
          const target = {
            licence: { ...licence, id: undefined } as unknown as TTestLicence,
            token: seller.token,
            url: `/api/v1/licences/sales-user-update-licence-location/${licence.id}`,
          };
          return { ...target, read: () => readJson(target, `/api/v1/licences/get-sales-licence/${licence.id}`) };
        },
        full: { country: 'Srbija', city: 'Beograd', address: 'Knez Mihailova 1' },
        second: { country: 'Crna Gora', city: 'Podgorica', address: 'Njegoševa 2' },
        ignore: ['updated_at'],
      },
    },
  ],
  [/\/profiles\/sales-user-update-(name|phone)$/, { oneValue: 'one field per call' }],
  [/\/update-single-apps\/update-single-app$/, { oneValue: 'a command: licence_id names the app to rebuild' }],
  [/\/exchange-rates\/update-rate$/, { oneValue: 'a rate: code and date name it, middle is its one value' }],
  [/\/tours\/save-progress$/, { oneValue: 'a tour’s progress is one state (version, step and status together)' }],
  [
    /\/categories\/update-(category|content-type)-order(\/:contentType)?$/,
    { oneValue: 'the whole order is the value' },
  ],
  [/\/content-widgets\/change-widget-position$/, { oneValue: 'a command: move one widget to a position' }],
  [/\/content-widgets\/update-page-widget\/:id$/, { sweep: widgetSweep() }],
  [
    /\/categories\/admin-update-category\/:id$/,
    {
      sweep: {
        target: async () => {
          const site = await siteAdmin();
          const [parent, other] = [
            await createCategoryAsAdmin(app, site, { name: 'Nameštaj' }),
            await createCategoryAsAdmin(app, site, { name: 'Rasveta' }),
          ];
          categoryParents = [parent.id, other.id];
          const category = await createCategoryAsAdmin(app, site, { name: 'Stolice' });
          const target = { ...site, url: `/api/v1/categories/admin-update-category/${category.id}` };
          return { ...target, read: () => readJson(target, `/api/v1/categories/${category.id}`) };
        },
        get full() {
          return {
            name: 'Stolice',
            description: 'Za trpezariju',
            color: '#c2255c',
            parent_category_id: categoryParents[0],
          };
        },
        get second() {
          return {
            name: 'Fotelje',
            description: 'Za dnevnu sobu',
            color: '#1864ab',
            parent_category_id: categoryParents[1],
          };
        },
        ignore: ['updated_at'],
        alsoChanges: { name: ['slug'] },
        clearable: ['description', 'color'],
      },
    },
  ],
  [
    /\/categories\/admin-update-attribute\/:id$/,
    {
      sweep: {
        target: async () => {
          const site = await siteAdmin();
          const category = await createCategoryAsAdmin(app, site, {
            name: 'Stolice',
            attributes: [{ name: 'Boja', values: 'crvena, plava' }],
          });
          const attributeId = (category.attributes as { id: number }[])[0]!.id;
          const target = { ...site, url: `/api/v1/categories/admin-update-attribute/${attributeId}` };
          const read = async () => {
            const found = findById(await readJson(target, '/api/v1/attributes'), attributeId, 'values');
            expect(found, 'attribute read back').toBeDefined();
            return found!;
          };
          return { ...target, read };
        },
        full: { name: 'Boja', description: 'Boja drveta', values: 'crvena, plava' },
        second: { name: 'Materijal', description: 'Od čega je', values: 'hrast, bukva' },
        alsoChanges: { values: ['attributeValues', 'value_items'] },
        clearable: ['description'],
      },
    },
  ],
  ...CATALOG_UPDATES.map(([name, role, status]): [RegExp, TEntry] => [
    new RegExp(`/catalogs/${name}/:id$`),
    { sweep: catalogSweep(name, role, status) },
  ]),
  ...CONTENT_UPDATES.map(([name, contentTypeId, role, status]): [RegExp, TEntry] => [
    new RegExp(`/contents/${name}/:id$`),
    { sweep: contentSweep(name, contentTypeId, role, status) },
  ]),
  [
    /\/planners\/update-planner\/:id$/,
    {
      sweep: {
        target: () => plannerTarget(({ plannerId }) => `/api/v1/planners/update-planner/${plannerId}`, 'planner'),
        full: { title: 'Venčanje', description: 'Sve za veliki dan' },
        second: { title: 'Rođendan', description: 'Torta i baloni' },
        ignore: ['updated_at', 'words_updated_at'],
      },
    },
  ],
  [
    /\/planner-items\/update-planner-task\/:itemId$/,
    {
      sweep: {
        target: () => plannerTarget(({ itemId }) => `/api/v1/planner-items/update-planner-task/${itemId}`, 'item'),
        full: TASK_FULL,
        second: TASK_SECOND,
        ignore: ['updated_at'],
        // Shown publicly, a task waits for a moderator.
        alsoChanges: { show_publicly: ['status'] },
        clearable: ['country', 'remark', 'contact_phone', 'contact_email'],
      },
    },
  ],
  [
    /\/planner-items\/save-scheduled-date\/:id$/,
    {
      sweep: {
        target: () => plannerTarget(({ itemId }) => `/api/v1/planner-items/save-scheduled-date/${itemId}`, 'item'),
        full: { scheduled_date: '2026-06-20', scheduled_time: '18:00' },
        second: { scheduled_date: '2026-07-01', scheduled_time: '11:30' },
        ignore: ['updated_at'],
      },
    },
  ],
  [/\/planner-items\/save-planner-item-note\/:id$/, { oneValue: 'remark is the whole body' }],
  [
    /\/planner-items\/(save-price-of-planner-item|change-calculate-price)\//,
    { oneValue: 'the value is in the address' },
  ],
];

const nameOf = (url: string) =>
  url
    .split('/')
    .filter((part) => part && !part.startsWith(':'))
    .pop() ?? '';
const isUpdateCall = (url: string) => /^(update|change|edit|save)-|-update-/.test(nameOf(url));

describe('a field an update does not send keeps its value', () => {
  it('has an entry for every update call of the route catalogue, and no entry without a call', () => {
    const updates = app.routeCatalogue.filter((route) => route.method === 'POST' && isUpdateCall(route.url));
    expect(updates.length).toBeGreaterThan(40);
    const missing = updates.filter((route) => !UPDATE_CALLS.some(([pattern]) => pattern.test(route.url)));
    expect(missing.map((route) => route.url)).toEqual([]);
    const unused = UPDATE_CALLS.filter(([pattern]) => !updates.some((route) => pattern.test(route.url)));
    expect(unused.map(([pattern]) => String(pattern))).toEqual([]);
  });

  for (const [pattern, entry] of UPDATE_CALLS) {
    if (!('sweep' in entry)) continue;
    const { sweep } = entry;
    it(`${nameOf(String(pattern).replace(/[\\$^/]+$/g, ''))}: each field sent alone leaves every other field as it was`, async () => {
      const target = await sweep.target();
      const send = async (payload: Record<string, unknown>) => {
        const response = await call(app, {
          method: 'POST',
          url: target.url,
          licence: target.licence.id,
          token: target.token,
          payload: { ...(await target.carry?.()), ...payload },
        });
        expect(response.statusCode, `${target.url} ${JSON.stringify(payload)}: ${response.body.slice(0, 300)}`).toBe(
          200,
        );
      };
      await send(sweep.full);
      const lost: string[] = [];
      for (const field of Object.keys(sweep.full)) {
        const before = await target.read();
        await send({ [field]: sweep.second[field] });
        const after = await target.read();
        const changes = [field, ...(sweep.alsoChanges?.[field] ?? []), ...(sweep.ignore ?? [])];
        const kept = without(before, changes);
        const now = without(after, changes);
        for (const key of Object.keys(kept)) {
          if (JSON.stringify(now[key]) !== JSON.stringify(kept[key])) {
            lost.push(`${field} alone changed ${key}: ${JSON.stringify(kept[key])} → ${JSON.stringify(now[key])}`);
          }
        }
        expect(JSON.stringify(after[field]), `${field} was not saved`).not.toBe(JSON.stringify(before[field]));
      }
      expect(lost).toEqual([]);
      // An optional field sent empty is cleared, and only it: how a form empties a field (decision 0050).
      for (const field of sweep.clearable ?? []) {
        const before = await target.read();
        await send({ [field]: '' });
        const after = await target.read();
        expect(after[field], `${field} sent empty`).toBeNull();
        expect(without(after, [field, ...(sweep.ignore ?? [])])).toEqual(
          without(before, [field, ...(sweep.ignore ?? [])]),
        );
      }
    }, 60_000);
  }
});
