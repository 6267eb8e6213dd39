import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { catalogWorld, createProduct, getJson, postCatalog } from '../../../../test/support/catalog-test-data';

// The public cache is on here (the harness turns it off): every write must reach visitors at once.
let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp({ PUBLIC_CACHE_TTL_SECONDS: '60' });
});
afterAll(() => app.close());

const world = () => catalogWorld(app);

it('visitors’ cached catalog lists and pages change as soon as a catalog is changed or disabled', async () => {
  const w = await world();
  const catalog = await postCatalog(app, {
    licence: w.licence,
    token: w.admin.token,
    path: 'admin-create-catalog',
    fields: { name: 'Javni katalog', category_id: w.category.id },
  });
  const id = catalog.json().id;
  const urls = ['/api/v1/catalogs', `/api/v1/catalogs/${id}`, '/api/v1/catalogs/get-licence-catalogs-no-pagination'];
  for (const url of urls) {
    expect((await getJson(app, w.licence, url)).response.headers['x-cache']).toBe('miss');
    expect((await getJson(app, w.licence, url)).response.headers['x-cache']).toBe('hit');
  }
  const renamed = await postCatalog(app, {
    licence: w.licence,
    token: w.admin.token,
    path: `admin-update-catalog/${id}`,
    fields: { name: 'Novo ime', image: undefined },
  });
  expect(renamed.statusCode).toBe(200);
  expect((await getJson(app, w.licence, `/api/v1/catalogs/${id}`)).body.name).toBe('Novo ime');
  await call(app, {
    method: 'POST',
    url: `/api/v1/catalogs/disable-catalog/${id}`,
    licence: w.licence.id,
    token: w.admin.token,
  });
  expect((await getJson(app, w.licence, urls[0]!)).body).toEqual([]);
  expect((await getJson(app, w.licence, urls[1]!)).response.statusCode).toBe(404);
  expect((await getJson(app, w.licence, urls[2]!)).body).toEqual([]);
});

it('visitors’ cached category lists and searches show a catalog created after them', async () => {
  const w = await world();
  await createProduct(app, w.licence, { authorId: w.client.user.id, title: 'Lampa', categoryId: w.category.id });
  const urls = [`/api/v1/categories/get-category-catalog-product/${w.category.id}`, '/api/v1/search?q=lamp'];
  for (const url of urls) {
    expect((await getJson(app, w.licence, url)).body).toHaveLength(1);
    expect((await getJson(app, w.licence, url)).response.headers['x-cache']).toBe('hit');
  }
  const created = await postCatalog(app, {
    licence: w.licence,
    token: w.admin.token,
    path: 'admin-create-catalog',
    fields: { name: 'Lampe i svetla', category_id: w.category.id },
  });
  expect(created.statusCode).toBe(200);
  for (const url of urls) expect((await getJson(app, w.licence, url)).body).toHaveLength(2);
});
