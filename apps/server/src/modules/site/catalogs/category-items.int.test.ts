import { CONTENT_TYPE } from '@izlog/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser } from '../../../../test/factories';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import { createCategory, createProduct, getJson, postCatalog } from '../../../../test/support/catalog-test-data';
import { TenantDb } from '../../../platform/tenancy/tenant-db';
import { listCategoryItemRefs } from './category-items.queries';
import { firstPlaceRank } from './first-places';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/**
 * A category "Alat" with a subcategory "Bušilice" (and a deleted subcategory): made in this order — product "Čekić",
 * catalog "Majstor" (approved), product "Bušilica" in the subcategory, a draft product, a draft catalog, product
 * "Testera" in the deleted subcategory, and "Klešta", the newest.
 */
async function world() {
  const licence = await createLicence(app);
  const client = await createSignedInUser(app, licence, { role: 'CLIENT' });
  const admin = await createSignedInUser(app, licence, { role: 'ADMIN' });
  const alat = await createCategory(app, licence, { name: 'Alat' });
  const busilice = await createCategory(app, licence, { name: 'Bušilice', parentCategoryId: alat.id });
  const deleted = await createCategory(app, licence, { name: 'Stari', parentCategoryId: alat.id, status: 'deleted' });
  const authorId = client.user.id;
  const cekic = await createProduct(app, licence, { authorId, title: 'Čekić', categoryId: alat.id, price: 150050 });
  const catalogResponse = await postCatalog(app, {
    licence,
    token: admin.token,
    path: 'admin-create-catalog',
    fields: { name: 'Majstor', category_id: String(alat.id), products: String(cekic.id) },
  });
  const majstor = catalogResponse.json();
  const busilica = await createProduct(app, licence, { authorId, title: 'Bušilica', categoryId: busilice.id });
  await createProduct(app, licence, { authorId, title: 'Nacrt', categoryId: alat.id, status: 'draft' });
  await postCatalog(app, {
    licence,
    token: client.token,
    path: 'create-catalog-draft',
    fields: { name: 'Skica', category_id: String(alat.id) },
  });
  await createProduct(app, licence, { authorId, title: 'Testera', categoryId: deleted.id });
  const klesta = await createProduct(app, licence, { authorId, title: 'Klešta', categoryId: alat.id });
  return { licence, client, alat, busilice, deleted, cekic, majstor, busilica, klesta };
}

const url = (id: number, query = '') => `/api/v1/categories/get-category-catalog-product/${id}${query}`;
const labels = (body: { type: string; title?: string; name?: string }[]) =>
  body.map((item) => `${item.type}:${item.type === 'catalog' ? item.name : item.title}`);

describe('GET /categories/get-category-catalog-product/:id', () => {
  it('lists approved catalogs and products of the category and its active subcategories, newest first', async () => {
    const w = await world();
    const { response, body } = await getJson(app, w.licence, url(w.alat.id));
    expect(response.statusCode).toBe(200);
    expect(labels(body)).toEqual(['product:Klešta', 'product:Bušilica', 'catalog:Majstor', 'product:Čekić']);
    expect(body[2]).toMatchObject({ type: 'catalog', id: w.majstor.id, status: 'approved', products: [w.cekic.id] });
    expect(body[3]).toMatchObject({
      type: 'product',
      id: w.cekic.id,
      price: 1500.5,
      category: { id: w.alat.id, name: 'Alat' },
      author: { id: w.client.user.id },
    });
    expect(response.headers['x-pagination-total-count']).toBe('4');
  });

  it('a subcategory lists only its own part of the tree', async () => {
    const w = await world();
    expect(labels((await getJson(app, w.licence, url(w.busilice.id))).body)).toEqual(['product:Bušilica']);
  });

  it('pages with headers, pages never overlap, and a page past the end is []', async () => {
    const w = await world();
    const page = async (n: number) => getJson(app, w.licence, url(w.alat.id, `?page=${n}&page_count=3`));
    const first = await page(1);
    const second = await page(2);
    expect(labels(first.body)).toEqual(['product:Klešta', 'product:Bušilica', 'catalog:Majstor']);
    expect(labels(second.body)).toEqual(['product:Čekić']);
    expect(first.response.headers).toMatchObject({
      'x-pagination-current-page': '1',
      'x-pagination-page-count': '2',
      'x-pagination-per-page': '3',
      'x-pagination-total-count': '4',
    });
    const past = await page(3);
    expect(past.response.statusCode).toBe(200);
    expect(past.body).toEqual([]);
    expect(past.response.headers['x-pagination-total-count']).toBe('4');
  });

  it('an unknown, deleted, other-type or other licence’s category is 404', async () => {
    const w = await world();
    const blogCategory = await createCategory(app, w.licence, { contentTypeId: CONTENT_TYPE.blog });
    for (const id of [w.deleted.id, blogCategory.id, 999_999]) {
      const { response, body } = await getJson(app, w.licence, url(id));
      expect(response.statusCode).toBe(404);
      expect(body.message).toBe('The requested item does not exist.');
    }
    expect((await getJson(app, await createLicence(app), url(w.alat.id))).response.statusCode).toBe(404);
  });
});

describe('first places (the bidding hook)', () => {
  it('promotes nothing while the category has no first place, and marks no entry sponsored', async () => {
    const w = await world();
    const tdb = new TenantDb(app.deps.platformDb, w.licence.id);
    expect(await firstPlaceRank(tdb, w.alat.id)).toEqual([]);
    const { body } = await getJson(app, w.licence, url(w.alat.id));
    expect(body.map((item: { sponsored: boolean; bidding_item_id: number | null }) => item.sponsored)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(body.every((item: { bidding_item_id: number | null }) => item.bidding_item_id === null)).toBe(true);
  });

  it('the list query puts promoted items first, in the promoted order, then the rest newest first', async () => {
    const w = await world();
    const tdb = new TenantDb(app.deps.platformDb, w.licence.id);
    const tree = [w.alat.id, w.busilice.id];
    const { refs, total } = await listCategoryItemRefs(
      tdb,
      tree,
      [
        { type: 'product', id: w.cekic.id, biddingItemId: 1 },
        { type: 'catalog', id: w.majstor.id, biddingItemId: 2 },
      ],
      { limit: 10, offset: 0 },
    );
    expect(refs).toEqual([
      { type: 'product', id: w.cekic.id },
      { type: 'catalog', id: w.majstor.id },
      { type: 'product', id: w.klesta.id },
      { type: 'product', id: w.busilica.id },
    ]);
    expect(total).toBe(4);
    const secondPage = await listCategoryItemRefs(
      tdb,
      tree,
      [
        { type: 'product', id: w.busilica.id, biddingItemId: 1 },
        { type: 'product', id: w.cekic.id, biddingItemId: 2 },
      ],
      { limit: 2, offset: 2 },
    );
    expect(secondPage.refs).toEqual([
      { type: 'product', id: w.klesta.id },
      { type: 'catalog', id: w.majstor.id },
    ]);
  });
});
