import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../test/harness';
import type { TSeedCategory, TSeedText } from './catalogue-data';
import { seedDemoCatalogue } from './catalogue-seed';
import { familyOf } from './pictures/drawings';
import { seed } from './seed';
import { DEMO_CATALOGUE } from './sites/demo/demo-catalogue';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seed(app.deps.platformDb);
  await seedDemoCatalogue(app);
}, 240_000);
afterAll(() => app.close());

const total = async (url: string) => {
  const response = await call(app, { method: 'GET', url, licence: 'demo' });
  expect(response.statusCode, url).toBe(200);
  return Number(response.headers['x-pagination-total-count']);
};

describe('the demo catalogue', () => {
  it('has the promised amounts of public content, every product with a picture', async () => {
    expect(await total('/api/v1/contents?filter[content_type_id]=3')).toBeGreaterThanOrEqual(50);
    expect(await total('/api/v1/contents?filter[content_type_id]=2')).toBe(20);
    expect(await total('/api/v1/contents?filter[content_type_id]=1')).toBe(10);
    expect(await total('/api/v1/contents?filter[content_type_id]=4')).toBe(3);
    expect(await total('/api/v1/catalogs')).toBe(10);
    expect(await total('/api/v1/tags')).toBeGreaterThan(10);
    const products = await call(app, {
      method: 'GET',
      url: '/api/v1/contents?filter[content_type_id]=3&page_count=100',
      licence: 'demo',
    });
    for (const product of products.json() as { title: string; image: string | null }[]) {
      expect(product.image, product.title).toMatch(/^\/media\//);
    }
  });

  it('has categories with attributes for products, and price on request where the data says so', async () => {
    const categories = await call(app, {
      method: 'GET',
      url: '/api/v1/categories?filter[content_type_id]=3&expand=attributes',
      licence: 'demo',
    });
    const list = categories.json() as { name: string; attributes: { name: string }[] }[];
    expect(list.map((c) => c.name)).toEqual(expect.arrayContaining(['Nameštaj', 'Kuhinja', 'Rasveta', 'Tekstil']));
    for (const category of list) expect(category.attributes.length, category.name).toBeGreaterThanOrEqual(2);
    const onRequest = await call(app, {
      method: 'GET',
      url: `/api/v1/contents?filter[content_type_id]=3&search=${encodeURIComponent('Fotelja Zlatibor')}`,
      licence: 'demo',
    });
    expect(onRequest.json()[0]).toMatchObject({ title: 'Fotelja Zlatibor', price: null });
  });

  it('gives the English site its own catalogue, in English', async () => {
    const products = await call(app, {
      method: 'GET',
      url: '/api/v1/contents?filter[content_type_id]=3',
      licence: 'acme',
    });
    const titles = (products.json() as { title: string }[]).map((p) => p.title);
    expect(titles).toContain('Claw hammer');
    expect(titles).not.toContain('Šolja za kafu Jutro');
  });

  it('is found by a Cyrillic search, and a second run adds nothing', async () => {
    const found = await call(app, {
      method: 'GET',
      url: `/api/v1/search?q=${encodeURIComponent('шоља')}`,
      licence: 'demo',
    });
    expect((found.json() as { title: string }[]).map((hit) => hit.title)).toContain('Šolja za kafu Jutro');
    const before = await total('/api/v1/contents?filter[content_type_id]=3');
    await seedDemoCatalogue(app);
    expect(await total('/api/v1/contents?filter[content_type_id]=3')).toBe(before);
  });

  it('looks like a real shop and magazine: nothing copied, every item filed under the category of its kind', async () => {
    type TListed = { title: string; description: string | null; excerpt: string; category: { name: string } | null };
    const list = async (type: number) =>
      (
        await call(app, {
          method: 'GET',
          url: `/api/v1/contents?filter[content_type_id]=${type}&page_count=100`,
          licence: 'demo',
        })
      ).json() as TListed[];
    const expectAllDifferent = (values: (string | null)[], what: string) =>
      expect(
        values.filter((value, index) => values.indexOf(value) !== index),
        what,
      ).toEqual([]);
    /** The category the data's picture kind belongs in: a recipe under recipes, a lamp under lighting. */
    const expectFiledByKind = (
      listed: TListed[],
      data: { title: string; picture: TSeedText['picture'] }[],
      categories: TSeedCategory[],
    ) => {
      for (const item of listed) {
        const source = data.find((entry) => entry.title === item.title);
        expect(source, item.title).toBeDefined();
        const family = familyOf(source!.picture.kind);
        const fitting = categories.filter((category) => category.families.includes(family)).map((c) => c.name);
        expect(fitting, `${item.title} (${family})`).toContain(item.category?.name);
      }
    };

    const products = await list(3);
    expectAllDifferent(
      products.map((product) => product.title),
      'product titles',
    );
    expectAllDifferent(
      products.map((product) => product.description),
      'product descriptions',
    );
    expect(products.filter((product) => /premium/i.test(`${product.title} ${product.description}`))).toEqual([]);
    expectFiledByKind(
      products,
      DEMO_CATALOGUE.products.map((product) => ({ title: product.name, picture: product.picture })),
      DEMO_CATALOGUE.productCategories,
    );

    for (const [type, data, categories] of [
      [2, DEMO_CATALOGUE.articles, DEMO_CATALOGUE.articleCategories],
      [1, DEMO_CATALOGUE.blogs, DEMO_CATALOGUE.blogCategories],
    ] as const) {
      const texts = await list(type);
      expectAllDifferent(
        texts.map((text) => text.title),
        `titles of type ${type}`,
      );
      expectAllDifferent(
        texts.map((text) => text.excerpt),
        `excerpts of type ${type}`,
      );
      expectFiledByKind(texts, data, categories);
    }
    const recipes = (await list(1)).filter((blog) => blog.category?.name === 'Recepti');
    expect(recipes.map((blog) => blog.title)).toEqual(
      expect.arrayContaining(['Sarma kao kod bake', 'Ajvar: naš porodični recept']),
    );

    const catalogs = (
      await call(app, { method: 'GET', url: '/api/v1/catalogs?page_count=100', licence: 'demo' })
    ).json() as { name: string; description: string; products: number[] }[];
    expectAllDifferent(
      catalogs.map((catalog) => catalog.description),
      'catalog descriptions',
    );
    for (const catalog of catalogs) expect(catalog.products.length, catalog.name).toBeGreaterThanOrEqual(3);
  });
});

describe('the demo home pages', () => {
  it('hold a newest-products list, a most-read articles list and a contact form, in positions one to three', async () => {
    const page = await call(app, {
      method: 'GET',
      url: '/api/v1/content-widgets/get-page-widgets?page_name=home',
      licence: 'demo',
    });
    expect(page.statusCode, page.body).toBe(200);
    const positions = page.json().positions as { column_number: number; widgets: Record<string, unknown>[] }[];
    const first = (column: number) => positions.find((position) => position.column_number === column)!.widgets[0]!;
    expect(first(1)).toMatchObject({ widget_title: 'Upravo stiglo', content_type_id: 3, criteria: 'newest' });
    expect((first(1).items as unknown[]).length).toBeGreaterThan(0);
    expect(first(2)).toMatchObject({ content_type_id: 2, criteria: 'most_read' });
    expect(first(3)).toMatchObject({ is_contact_form: true, contact_service: { service_name: 'Prodaja' } });
    const english = await call(app, {
      method: 'GET',
      url: '/api/v1/content-widgets/get-page-widgets?page_name=home',
      licence: 'acme',
    });
    expect(JSON.stringify(english.json())).toContain('Just arrived');
  });

  it('have two contact services, and two products first in their categories, marked sponsored', async () => {
    const services = await call(app, {
      method: 'GET',
      url: '/api/v1/licence-contacts/get-licence-contact-services',
      licence: 'demo',
    });
    expect((services.json() as { service_name: string }[]).map((service) => service.service_name)).toEqual([
      'Prodaja',
      'Podrška',
    ]);
    const products = (
      await call(app, {
        method: 'GET',
        url: '/api/v1/contents?filter[content_type_id]=3&page_count=100',
        licence: 'demo',
      })
    ).json() as { id: number; category: { id: number } | null }[];
    let sponsored = 0;
    for (const categoryId of new Set(products.map((product) => product.category?.id).filter(Boolean))) {
      const list = await call(app, {
        method: 'GET',
        url: `/api/v1/categories/get-category-catalog-product/${categoryId}`,
        licence: 'demo',
      });
      const items = list.json() as { sponsored: boolean }[];
      if (items[0]?.sponsored) sponsored += 1;
    }
    expect(sponsored).toBe(2);
  });
});

describe('the demo planners', () => {
  it('give the demo front user two planners, one public, priced in dinars and euros; visitors see its approved items', async () => {
    const login = await call(app, {
      method: 'POST',
      url: '/api/v1/users/login-licence-user',
      licence: 'demo',
      payload: { email: 'user@demo.example.com', password: 'demo1234' },
    });
    const token = login.json().auth_key as string;
    // The seed ran twice (a second run adds nothing): still two planners.
    const planners = (await call(app, { method: 'GET', url: '/api/v1/planners', licence: 'demo', token })).json() as {
      id: number;
      is_public: boolean;
      totals: { rsd_minor: number; eur_minor: number };
    }[];
    expect(planners.map((planner) => planner.is_public).sort()).toEqual([false, true]);
    for (const planner of planners) {
      expect(planner.totals.rsd_minor, `${planner.id} dinars`).toBeGreaterThan(0);
      expect(planner.totals.eur_minor, `${planner.id} euros`).toBeGreaterThan(0);
    }

    const shared = planners.find((planner) => planner.is_public)!;
    const own = (
      await call(app, {
        method: 'GET',
        url: `/api/v1/planners/planner-categories/${shared.id}`,
        licence: 'demo',
        token,
      })
    ).json() as {
      categories: { items: { kind: string; show_publicly: boolean; status: string; address: string }[] }[];
    };
    const items = own.categories.flatMap((group) => group.items);
    expect(items.filter((item) => item.kind === 'task').every((item) => item.address)).toBe(true);
    const shown = items.filter((item) => item.show_publicly);
    expect(shown.some((item) => item.kind === 'task')).toBe(true);
    expect(shown.every((item) => item.status === 'approved')).toBe(true);

    const visitors = await call(app, {
      method: 'GET',
      url: `/api/v1/planners/public-planner-categories/${shared.id}`,
      licence: 'demo',
    });
    expect(visitors.statusCode).toBe(200);
    const seen = (visitors.json() as { categories: { items: unknown[] }[] }).categories.flatMap((group) => group.items);
    expect(seen).toHaveLength(shown.length);
  });
});
