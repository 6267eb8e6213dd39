import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../test/harness';
import { seedDemoCatalogue } from './catalogue-seed';
import { seed } from './seed';

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
});
