import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { createCategory, createProduct, getJson, postCatalog } from '../../../../test/support/catalog-test-data';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/**
 * A licence where client A has an approved catalog "Zimska ponuda" (products p3, p1 approved and p2 a draft, in that
 * order), a draft "Skica" (with the approved p4) and a disabled "Stara ponuda"; client B has the approved "Alati".
 */
async function world() {
  const licence = await createLicence(app);
  const category = await createCategory(app, licence);
  const otherCategory = await createCategory(app, licence);
  const clientA = await createSignedInUser(app, licence, { role: 'CLIENT' });
  const clientB = await createSignedInUser(app, licence, { role: 'CLIENT' });
  const admin = await createSignedInUser(app, licence, { role: 'ADMIN' });
  const frontUser = await createSignedInUser(app, licence, { role: 'USER' });
  const author = clientA.user.id;
  const p1 = await createProduct(app, licence, { authorId: author, title: 'Prvi' });
  const p2 = await createProduct(app, licence, { authorId: author, title: 'Drugi', status: 'draft' });
  const p3 = await createProduct(app, licence, { authorId: author, title: 'Treći' });
  const p4 = await createProduct(app, licence, { authorId: author, title: 'Četvrti' });
  const create = async (path: string, token: string, fields: Record<string, string | string[]>) => {
    const response = await postCatalog(app, { licence, token, path, fields });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json();
  };
  const stara = await create('admin-create-catalog', admin.token, {
    name: 'Stara ponuda',
    category_id: String(category.id),
    author_id: String(author),
  });
  await call(app, {
    method: 'POST',
    url: `/api/v1/catalogs/disable-catalog/${stara.id}`,
    licence: licence.id,
    token: clientA.token,
  });
  const zimska = await create('admin-create-catalog', admin.token, {
    name: 'Zimska ponuda',
    category_id: String(category.id),
    author_id: String(author),
    products: [String(p3.id), String(p1.id), String(p2.id)],
  });
  const skica = await create('create-catalog-draft', clientA.token, {
    name: 'Skica',
    category_id: String(category.id),
    products: String(p4.id),
  });
  const alati = await create('admin-create-catalog', admin.token, {
    name: 'Alati',
    category_id: String(otherCategory.id),
    author_id: String(clientB.user.id),
  });
  return {
    licence,
    category,
    otherCategory,
    clientA,
    clientB,
    admin,
    frontUser,
    p1,
    p2,
    p3,
    p4,
    stara,
    zimska,
    skica,
    alati,
  };
}

const names = (body: { name: string }[]) => body.map((catalog) => catalog.name);

describe('GET /catalogs', () => {
  it('the public sees approved catalogs only, newest first, with pagination headers', async () => {
    const w = await world();
    const { response, body } = await getJson(app, w.licence, '/api/v1/catalogs?page_count=1&page=2');
    expect(response.statusCode).toBe(200);
    expect(names(body)).toEqual(['Zimska ponuda']);
    expect(response.headers['x-pagination-total-count']).toBe('2');
    expect(response.headers['x-pagination-page-count']).toBe('2');
    expect((await getJson(app, w.licence, '/api/v1/catalogs')).body.map((c: { name: string }) => c.name)).toEqual([
      'Alati',
      'Zimska ponuda',
    ]);
    for (const status of ['draft', 'deleted', 'on_moderation']) {
      expect((await getJson(app, w.licence, `/api/v1/catalogs?filter[status]=${status}`)).body).toEqual([]);
    }
    const past = await getJson(app, w.licence, '/api/v1/catalogs?page=9');
    expect(past.body).toEqual([]);
    expect(past.response.headers['x-pagination-total-count']).toBe('2');
  });

  it('an author also sees their own drafts; staff see everything; disabled ones only when asked for', async () => {
    const w = await world();
    const list = async (token: string, query = '') =>
      names((await getJson(app, w.licence, `/api/v1/catalogs${query}`, token)).body);
    expect(await list(w.clientA.token)).toEqual(['Alati', 'Skica', 'Zimska ponuda']);
    expect(await list(w.clientB.token)).toEqual(['Alati', 'Zimska ponuda']);
    expect(await list(w.frontUser.token)).toEqual(['Alati', 'Zimska ponuda']);
    expect(await list(w.admin.token)).toEqual(['Alati', 'Skica', 'Zimska ponuda']);
    expect(await list(w.admin.token, '?filter[status]=deleted')).toEqual(['Stara ponuda']);
    expect(await list(w.clientA.token, '?filter[status]=deleted')).toEqual(['Stara ponuda']);
    expect(await list(w.clientB.token, '?filter[status]=draft')).toEqual([]);
  });

  it('filters by author, category, slug and id', async () => {
    const w = await world();
    const list = async (query: string) => names((await getJson(app, w.licence, `/api/v1/catalogs?${query}`)).body);
    expect(await list(`filter[author_id]=${w.clientB.user.id}`)).toEqual(['Alati']);
    expect(await list(`filter[category_id]=${w.category.id}`)).toEqual(['Zimska ponuda']);
    expect(await list('filter[slug]=zimska-ponuda')).toEqual(['Zimska ponuda']);
    expect(await list(`filter[id]=${w.alati.id}`)).toEqual(['Alati']);
    const bad = await getJson(app, w.licence, '/api/v1/catalogs?filter[status]=secret');
    expect(bad.response.statusCode).toBe(422);
    expect(bad.body).toEqual([{ field: 'filter[status]', message: 'Choose one of the offered values.' }]);
  });

  it('another licence sees none of them', async () => {
    const w = await world();
    const other = await createLicence(app);
    expect((await getJson(app, other, '/api/v1/catalogs')).body).toEqual([]);
    expect((await getJson(app, other, `/api/v1/catalogs/${w.zimska.id}`)).response.statusCode).toBe(404);
  });
});

describe('GET /catalogs/:id', () => {
  it('shows an approved catalog to anyone, with only its approved products to the public', async () => {
    const w = await world();
    const { response, body } = await getJson(app, w.licence, `/api/v1/catalogs/${w.zimska.id}`);
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({ name: 'Zimska ponuda', status: 'approved', products: [w.p3.id, w.p1.id] });
    const asOwner = await getJson(app, w.licence, `/api/v1/catalogs/${w.zimska.id}`, w.clientA.token);
    expect(asOwner.body.products).toEqual([w.p3.id, w.p1.id, w.p2.id]);
  });

  it('a draft or a disabled catalog is 404 to the public and other clients', async () => {
    const w = await world();
    for (const id of [w.skica.id, w.stara.id]) {
      expect((await getJson(app, w.licence, `/api/v1/catalogs/${id}`)).response.statusCode).toBe(404);
      expect((await getJson(app, w.licence, `/api/v1/catalogs/${id}`, w.clientB.token)).response.statusCode).toBe(404);
      expect((await getJson(app, w.licence, `/api/v1/catalogs/${id}`, w.clientA.token)).response.statusCode).toBe(200);
    }
  });
});

describe('products of catalogs', () => {
  it('get-catalog-products: approved products in catalog order, paginated; past the end is []', async () => {
    const w = await world();
    const first = await getJson(app, w.licence, `/api/v1/catalogs/get-catalog-products/${w.zimska.id}?page_count=1`);
    expect(first.body.map((p: { id: number }) => p.id)).toEqual([w.p3.id]);
    expect(first.body[0]).toMatchObject({ title: 'Treći', price: null, currency_id: 1, status: 'approved' });
    expect(first.response.headers['x-pagination-total-count']).toBe('2');
    const second = await getJson(
      app,
      w.licence,
      `/api/v1/catalogs/get-catalog-products/${w.zimska.id}?page_count=1&page=2`,
    );
    expect(second.body.map((p: { id: number }) => p.id)).toEqual([w.p1.id]);
    const past = await getJson(app, w.licence, `/api/v1/catalogs/get-catalog-products/${w.zimska.id}?page=5`);
    expect(past.body).toEqual([]);
    expect(past.response.headers['x-pagination-page-count']).toBe('1');
  });

  it('get-catalog-products-no-pagination: the same list, whole, without headers', async () => {
    const w = await world();
    const { response, body } = await getJson(
      app,
      w.licence,
      `/api/v1/catalogs/get-catalog-products-no-pagination/${w.zimska.id}`,
    );
    expect(body.map((p: { id: number }) => p.id)).toEqual([w.p3.id, w.p1.id]);
    expect(response.headers['x-pagination-total-count']).toBeUndefined();
  });

  it('products of a draft or disabled catalog are 404 to the public, in both variants', async () => {
    const w = await world();
    for (const id of [w.skica.id, w.stara.id]) {
      for (const url of [`get-catalog-products/${id}`, `get-catalog-products-no-pagination/${id}`]) {
        expect((await getJson(app, w.licence, `/api/v1/catalogs/${url}`)).response.statusCode).toBe(404);
      }
    }
    const own = await getJson(app, w.licence, `/api/v1/catalogs/get-catalog-products/${w.skica.id}`, w.clientA.token);
    expect(own.body.map((p: { id: number }) => p.id)).toEqual([w.p4.id]);
  });

  it('get-user-catalog-products: approved products in the catalogs of a user the viewer sees, newest first', async () => {
    const w = await world();
    const url = `/api/v1/catalogs/get-user-catalog-products/${w.clientA.user.id}`;
    const ids = async (token?: string) =>
      (await getJson(app, w.licence, url, token)).body.map((p: { id: number }) => p.id);
    expect(await ids()).toEqual([w.p3.id, w.p1.id]);
    expect(await ids(w.clientA.token)).toEqual([w.p4.id, w.p3.id, w.p1.id]);
    const paged = await getJson(app, w.licence, `${url}?page_count=1&page=2`);
    expect(paged.body.map((p: { id: number }) => p.id)).toEqual([w.p1.id]);
    expect(paged.response.headers['x-pagination-total-count']).toBe('2');
    const other = await createLicence(app);
    const otherUser = await createSignedInUser(app, other, { role: 'CLIENT' });
    expect(
      (await getJson(app, w.licence, `/api/v1/catalogs/get-user-catalog-products/${otherUser.user.id}`)).response
        .statusCode,
    ).toBe(404);
    expect((await getJson(app, other, url)).response.statusCode).toBe(404);
  });
});

describe('lists without pagination', () => {
  it('get-user-catalogs-no-pagination: the signed-in author’s own catalogs of any status but disabled, by name', async () => {
    const w = await world();
    const url = '/api/v1/catalogs/get-user-catalogs-no-pagination';
    const own = await getJson(app, w.licence, url, w.clientA.token);
    expect(own.response.statusCode).toBe(200);
    expect(own.body.map((c: { name: string; status: string }) => [c.name, c.status])).toEqual([
      ['Skica', 'draft'],
      ['Zimska ponuda', 'approved'],
    ]);
    expect((await getJson(app, w.licence, url, w.admin.token)).body).toEqual([]);
    expect((await getJson(app, w.licence, url)).response.statusCode).toBe(401);
    const forbidden = await getJson(app, w.licence, url, w.frontUser.token);
    expect(forbidden.response.statusCode).toBe(403);
    expect(forbidden.body.message).toBe('Unauthorized access!');
  });

  it('get-licence-catalogs-no-pagination: every approved catalog of the site, by name, for anyone', async () => {
    const w = await world();
    const url = '/api/v1/catalogs/get-licence-catalogs-no-pagination';
    expect(names((await getJson(app, w.licence, url)).body)).toEqual(['Alati', 'Zimska ponuda']);
    expect(names((await getJson(app, w.licence, url, w.admin.token)).body)).toEqual(['Alati', 'Zimska ponuda']);
    expect((await getJson(app, await createLicence(app), url)).body).toEqual([]);
  });
});
