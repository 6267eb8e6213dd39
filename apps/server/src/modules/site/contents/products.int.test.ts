/**
 * SPEC §3/§5 product rules: empty price = on request, currency, discount and discount_type (0 when null on user
 * update), attribute values of the category (an empty list arrives as one empty entry), locations among the
 * author's client locations, catalog membership, and turning a product off.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import {
  contentWorld,
  createAttribute,
  createCatalog,
  createCategory,
  createLocation,
  get,
  photo,
  postForm,
  postJson,
  type TContentWorld,
  tenantOf,
} from '../../../../test/support/content-test-support';
import { catalogProducts, contents } from '../../../db/schema';

let app: TTestApp;
let world: TContentWorld;
let category: number;
const STOCK = '/stock-library/food-2/download';

beforeAll(async () => {
  app = await createTestApp();
  world = await contentWorld(app);
  category = (await createCategory(app, world.licence, CONTENT_TYPE.product)).id;
});
afterAll(() => app.close());

const product = (fields: object = {}) => ({ title: 'Med', category_id: category, stock_image: STOCK, ...fields });
const createAsClient = (fields: object = {}) =>
  postJson(app, world.licence, 'user-create-product', product(fields), world.client.token);

describe('price, currency and discount', () => {
  it('keeps an empty price as "on request" (null) and a typed one exactly, with a comma or a point', async () => {
    const onRequest = await createAsClient({ price: '' });
    expect(onRequest.statusCode, onRequest.body).toBe(200);
    expect(onRequest.json()).toMatchObject({ price: null, currency_id: 1, discount: 0, discount_type: 0 });
    const priced = await createAsClient({ price: '1234,50', currency_id: 2 });
    expect(priced.json()).toMatchObject({ price: 1234.5, currency_id: 2 });
    const [row] = await tenantOf(app, world.licence).select(contents, eq(contents.id, priced.json().id));
    expect(row?.price).toBe(123450);
    const exact = await createAsClient({ price: 0.1 });
    expect(exact.json().price).toBe(0.1);
  });

  it('refuses a malformed price, an unknown currency and impossible discounts', async () => {
    const cases: [object, { field: string; message: string }][] = [
      [
        { price: '12.345' },
        { field: 'price', message: 'Enter a price such as 1234.50, or leave it empty for price on request.' },
      ],
      [
        { price: '-5' },
        { field: 'price', message: 'Enter a price such as 1234.50, or leave it empty for price on request.' },
      ],
      [{ currency_id: 3 }, { field: 'currency_id', message: 'Choose one of the offered values.' }],
      [
        { discount: 120, discount_type: 1 },
        { field: 'discount', message: 'A percentage discount is a whole number from 0 to 100.' },
      ],
      [
        { price: '100', discount: '150', discount_type: 2 },
        { field: 'discount', message: 'The discount cannot be larger than the price.' },
      ],
      [{ discount_type: 5 }, { field: 'discount_type', message: 'Choose one of the offered values.' }],
    ];
    for (const [fields, problem] of cases) {
      const response = await createAsClient(fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(422);
      expect(response.json()).toEqual([problem]);
    }
  });

  it('stores percentage and amount discounts, and treats a null discount on user update as 0 (SPEC §5)', async () => {
    const created = await createAsClient({ price: '1000', discount: '10', discount_type: '1' });
    expect(created.json()).toMatchObject({ discount: 10, discount_type: 1 });
    const amount = await createAsClient({ price: '1000', discount: '99.90', discount_type: '2' });
    expect(amount.json()).toMatchObject({ discount: 99.9, discount_type: 2 });
    const cleared = await postJson(
      app,
      world.licence,
      `user-update-product/${created.json().id}`,
      product({ price: '1000', discount: 'null', discount_type: null }),
      world.client.token,
    );
    expect(cleared.json()).toMatchObject({ discount: 0, discount_type: 0, price: 1000 });
    // A price the update leaves out stays (decision 0050); sent empty, it is "on request".
    const kept = await postJson(
      app,
      world.licence,
      `user-update-product/${created.json().id}`,
      product({ discount: 0, discount_type: 0 }),
      world.client.token,
    );
    expect(kept.json().price).toBe(1000);
    const onRequest = await postJson(
      app,
      world.licence,
      `user-update-product/${created.json().id}`,
      product({ price: '', discount: 0, discount_type: 0 }),
      world.client.token,
    );
    expect(onRequest.json().price).toBeNull();
  });
});

describe('attribute values', () => {
  it('accepts values of the category’s attributes, shows them grouped, and clears them with one empty entry', async () => {
    const { values: colours } = await createAttribute(app, world.licence, category, 'Boja', ['crvena', 'plava']);
    const { values: sizes } = await createAttribute(app, world.licence, category, 'Veličina', ['M']);
    const created = await postForm(
      app,
      world.licence,
      'user-create-product',
      [
        ['title', 'Majica'],
        ['category_id', String(category)],
        ['image', await photo()],
        ['attribute_values[]', String(colours[1]!.id)],
        ['attribute_values[]', String(sizes[0]!.id)],
        ['attribute_values[]', String(colours[0]!.id)],
      ],
      world.client.token,
    );
    expect(created.statusCode, created.body).toBe(200);
    const single = await get(app, world.licence, `contents/${created.json().id}`, world.client.token);
    expect(single.json().attributes).toEqual([
      {
        id: colours[0]!.attributeId,
        name: 'Boja',
        values: [
          { id: colours[0]!.id, value: 'crvena' },
          { id: colours[1]!.id, value: 'plava' },
        ],
      },
      { id: sizes[0]!.attributeId, name: 'Veličina', values: [{ id: sizes[0]!.id, value: 'M' }] },
    ]);

    const untouched = await postForm(
      app,
      world.licence,
      `user-update-product/${created.json().id}`,
      [
        ['title', 'Majica'],
        ['category_id', String(category)],
      ],
      world.client.token,
    );
    expect(untouched.json().attributes).toHaveLength(2);
    const emptied = await postForm(
      app,
      world.licence,
      `user-update-product/${created.json().id}`,
      [
        ['title', 'Majica'],
        ['category_id', String(category)],
        ['attribute_values[]', ''],
      ],
      world.client.token,
    );
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json().attributes).toEqual([]);
  });

  it('refuses values of attributes the category does not have', async () => {
    const otherCategory = await createCategory(app, world.licence, CONTENT_TYPE.product);
    const { values } = await createAttribute(app, world.licence, otherCategory.id, 'Materijal', ['pamuk']);
    const response = await createAsClient({ attribute_values: [values[0]!.id] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([
      {
        field: 'attribute_values',
        message: `Attribute values ${values[0]!.id} do not belong to the attributes of this category.`,
      },
    ]);
  });
});

describe('locations', () => {
  it('accepts the author’s client locations and shows them', async () => {
    const first = await createLocation(app, world.licence, world.client.user.id, 'Novi Sad');
    const created = await createAsClient({ locations: `${first.id}` });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().locations).toEqual([
      { id: first.id, country: 'Srbija', city: 'Novi Sad', address: 'Knez Mihailova 1' },
    ]);
  });

  it('refuses any other location with the SPEC message, in both languages', async () => {
    const someoneElses = await createLocation(app, world.licence, world.user.user.id);
    const own = await createLocation(app, world.licence, world.client.user.id);
    const en = await createAsClient({ locations: [own.id, someoneElses.id] });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual([{ field: 'locations', message: 'This Product is not available on added addresses' }]);
    const srp = await postJson(
      app,
      world.licence,
      'user-create-product',
      product({ locations: [999_999] }),
      world.client.token,
      'srp',
    );
    expect(srp.json()).toEqual([{ field: 'locations', message: 'Ovaj proizvod nije dostupan na dodatim adresama' }]);
  });
});

describe('catalogs', () => {
  it('adds the product to the author’s catalogs and refuses someone else’s', async () => {
    const own = await createCatalog(app, world.licence, world.client.user.id);
    const foreign = await createCatalog(app, world.licence, world.admin.user.id);
    const created = await createAsClient({ catalogs: [own.id] });
    expect(created.json().catalogs).toEqual([{ id: own.id, name: own.name, slug: own.slug }]);
    const links = await tenantOf(app, world.licence).select(
      catalogProducts,
      eq(catalogProducts.contentId, created.json().id),
    );
    expect(links).toHaveLength(1);
    const refused = await createAsClient({ catalogs: [own.id, foreign.id] });
    expect(refused.json()).toEqual([
      { field: 'catalogs', message: `Catalogs ${foreign.id} do not exist or are not yours.` },
    ]);
    const byStaff = await postJson(
      app,
      world.licence,
      'admin-create-product',
      product({ catalogs: [own.id, foreign.id] }),
      world.admin.token,
    );
    expect(byStaff.json().catalogs).toHaveLength(2);
  });
});

it('turns a product off for its owner: it leaves the public list and the owner’s default list', async () => {
  const created = await postJson(
    app,
    world.licence,
    'admin-create-product',
    product({ author_id: world.client.user.id }),
    world.admin.token,
  );
  expect(created.json().status).toBe('approved');
  const publicBefore = await get(app, world.licence, `contents?filter[id]=${created.json().id}`);
  expect(publicBefore.json()).toHaveLength(1);
  const disabled = await postJson(
    app,
    world.licence,
    `user-disable-product/${created.json().id}`,
    {},
    world.client.token,
  );
  expect(disabled.statusCode).toBe(200);
  expect(disabled.json().status).toBe('deleted');
  expect((await get(app, world.licence, `contents?filter[id]=${created.json().id}`)).json()).toEqual([]);
  const own = await get(
    app,
    world.licence,
    `contents?filter[author_id]=${world.client.user.id}&filter[status]=deleted`,
    world.client.token,
  );
  expect(own.json().map((item: { id: number }) => item.id)).toEqual([created.json().id]);
  const again = await postJson(app, world.licence, `user-disable-product/${created.json().id}`, {}, world.client.token);
  expect(again.statusCode).toBe(422);
});
