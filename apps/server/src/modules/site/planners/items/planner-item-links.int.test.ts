/**
 * Products and catalogs in planners, moving and deleting items: a link copies the product's title, category and price
 * after its discount (200), the same link again answers the existing item (202, also when two arrive at once); only
 * approved products and catalogs of this licence may be linked; a move updates both planners; who may call.
 */
import { CONTENT_TYPE, CURRENCY, DISCOUNT_TYPE } from '@izlog/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createUser } from '../../../../../test/factories';
import { createTestApp, type TTestApp } from '../../../../../test/harness';
import { createProduct } from '../../../../../test/support/catalog-test-data';
import { seedContent } from '../../../../../test/support/content-test-support';
import {
  createPlannerOf,
  createTask,
  DISCOUNTED_PRODUCT,
  fieldsOf,
  itemRow,
  itemRowsOf,
  plannerRow,
  plannerWorld,
  postPlanner,
  setTodaysEuroRate,
  taskFields,
} from '../../../../../test/support/planners';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
  await setTodaysEuroRate(app);
});
afterAll(() => app.close());

const linkProduct = (world: Awaited<ReturnType<typeof plannerWorld>>, plannerId: number, contentId: number) =>
  postPlanner(app, world, `planner-items/link-product-to-planner/${plannerId}/${contentId}`);

describe('POST /planner-items/link-product-to-planner/{plannerId}/{contentId}', () => {
  it('adds the product with its price after discount (200), and answers the same item with 202 the second time', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const product = await world.product(DISCOUNTED_PRODUCT);
    const first = await linkProduct(world, planner.id, product.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().item).toMatchObject({
      kind: 'product',
      title: 'Svećnjak Jutro',
      category: { id: world.category.id },
      content: { id: product.id, slug: product.slug, title: 'Svećnjak Jutro' },
      catalog: null,
      price_minor: 116_100,
      currency_id: CURRENCY.RSD,
      calculate_price: true,
      show_publicly: false,
      status: 'private',
      image: { url: '/media/test/product.webp' },
    });
    expect(first.json().planner.totals).toMatchObject({ rsd_minor: 116_100, counted_items: 1 });

    const again = await linkProduct(world, planner.id, product.id);
    expect(again.statusCode).toBe(202);
    expect(again.json().item.id).toBe(first.json().item.id);
    expect(again.json().planner.items_count).toBe(1);
  });

  it('links a euro product at today’s rate, an amount off never below zero, and a price on request as no price', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const euro = await world.product({ price: 4_999, currencyId: CURRENCY.EUR });
    const free = await world.product({ price: 500, discount: 900, discountType: DISCOUNT_TYPE.amount });
    const onRequest = await world.product({ price: null });
    expect((await linkProduct(world, planner.id, euro.id)).json().item).toMatchObject({
      price_minor: 4_999,
      currency_id: CURRENCY.EUR,
      priced_rate: { middle: '117.1734', parity: 1 },
      price_rsd_minor: 585_750,
    });
    expect((await linkProduct(world, planner.id, free.id)).json().item.price_minor).toBe(0);
    const last = await linkProduct(world, planner.id, onRequest.id);
    expect(last.json().item).toMatchObject({ price_minor: null, currency_id: null });
    expect(last.json().planner.totals).toMatchObject({ rsd_minor: 0, eur_minor: 4_999, counted_items: 2 });
  });

  it('keeps one item when two links of the same product arrive at once: one 200, one 202', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const product = await world.product();
    const answers = await Promise.all([1, 2, 3].map(() => linkProduct(world, planner.id, product.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 202, 202]);
    expect(new Set(answers.map((answer) => answer.json().item.id)).size).toBe(1);
    expect(await itemRowsOf(app, world, planner.id)).toHaveLength(1);
    expect((await plannerRow(app, world, planner.id))!.itemsCount).toBe(1);
  });

  it('is a 404 for content that is not an approved product of this licence, and for another’s planner', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const draft = await world.product({ status: 'draft' });
    const pending = await world.product({ status: 'on_moderation' });
    const blog = await seedContent(app, world.licence, {
      contentTypeId: CONTENT_TYPE.blog,
      authorId: world.client.user.id,
    });
    const elsewhere = await createLicence(app);
    const foreignAuthor = await createUser(app, elsewhere, { role: 'CLIENT' });
    const foreign = await createProduct(app, elsewhere, { authorId: foreignAuthor.id });
    for (const id of [draft.id, pending.id, blog.id, foreign.id, 999_999]) {
      expect((await linkProduct(world, planner.id, id)).statusCode, `content ${id}`).toBe(404);
    }
    const theirs = await createPlannerOf(app, world, {}, world.stranger.token);
    const product = await world.product();
    expect((await linkProduct(world, theirs.id, product.id)).statusCode).toBe(404);
    expect(await itemRowsOf(app, world, planner.id)).toEqual([]);
    expect(await itemRowsOf(app, world, theirs.id)).toEqual([]);
  });
});

describe('POST /planner-items/link-catalog-to-planner/{plannerId}/{catalogId}', () => {
  it('adds an approved catalog without a price (200, then 202); another status is a 404', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const catalog = await world.catalog({ name: 'Prolećna kolekcija' });
    const link = (id: number) => postPlanner(app, world, `planner-items/link-catalog-to-planner/${planner.id}/${id}`);
    const first = await link(catalog.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().item).toMatchObject({
      kind: 'catalog',
      title: 'Prolećna kolekcija',
      catalog: { id: catalog.id, slug: catalog.slug, name: 'Prolećna kolekcija' },
      content: null,
      price_minor: null,
    });
    expect((await link(catalog.id)).statusCode).toBe(202);
    const draft = await world.catalog({ status: 'draft' });
    expect((await link(draft.id)).statusCode).toBe(404);
    expect(await itemRowsOf(app, world, planner.id)).toHaveLength(1);
  });
});

describe('POST /planner-items/switch-to-another-planner/{itemId}/{plannerId}', () => {
  it('moves an item to another planner of the owner: both planners keep their totals, the answer has both', async () => {
    const world = await plannerWorld(app);
    const from = await createPlannerOf(app, world, { title: 'Prvi' });
    const to = await createPlannerOf(app, world, { title: 'Drugi' });
    const { item } = await createTask(app, world, from.id, { price: '250', currency_id: CURRENCY.RSD });
    await createTask(app, world, from.id, { price: '100', currency_id: CURRENCY.RSD });
    const response = await postPlanner(app, world, `planner-items/switch-to-another-planner/${item.id}/${to.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.item).toMatchObject({ id: item.id, planner_id: to.id });
    expect(body.planner).toMatchObject({ id: to.id, items_count: 1, totals: { rsd_minor: 25_000 } });
    expect(body.from).toMatchObject({ id: from.id, items_count: 1, totals: { rsd_minor: 10_000 } });
  });

  it('refuses the same planner (422), another’s planner or item (404) and a product already there (409)', async () => {
    const world = await plannerWorld(app);
    const mine = await createPlannerOf(app, world, { title: 'Moj' });
    const other = await createPlannerOf(app, world, { title: 'Drugi moj' });
    const theirs = await createPlannerOf(app, world, {}, world.stranger.token);
    const { item } = await createTask(app, world, mine.id);
    const move = (itemId: number, plannerId: number) =>
      postPlanner(app, world, `planner-items/switch-to-another-planner/${itemId}/${plannerId}`);

    const same = await move(item.id, mine.id);
    expect(same.statusCode).toBe(422);
    expect(fieldsOf(same)).toEqual(['plannerId']);
    expect((await move(item.id, theirs.id)).statusCode).toBe(404);
    const theirTask = await createTask(app, { ...world, owner: world.stranger }, theirs.id);
    expect((await move(theirTask.item.id, mine.id)).statusCode).toBe(404);

    const product = await world.product();
    const here = await linkProduct(world, mine.id, product.id);
    await linkProduct(world, other.id, product.id);
    const taken = await move(here.json().item.id, other.id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ status: 409, message: expect.stringContaining('Drugi moj') });

    expect((await itemRow(app, world, item.id))!.plannerId).toBe(mine.id);
    expect((await itemRow(app, world, theirTask.item.id))!.plannerId).toBe(theirs.id);
    expect((await plannerRow(app, world, other.id))!.itemsCount).toBe(1);
  });
});

describe('POST /planner-items/delete-planner-item/{itemId}/{plannerId}', () => {
  it('deletes the item and answers its planner with the new totals; an item of another planner is a 404', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const other = await createPlannerOf(app, world);
    const { item } = await createTask(app, world, planner.id, { price: '40', currency_id: CURRENCY.EUR });
    expect((await postPlanner(app, world, `planner-items/delete-planner-item/${item.id}/${other.id}`)).statusCode).toBe(
      404,
    );
    const response = await postPlanner(app, world, `planner-items/delete-planner-item/${item.id}/${planner.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      planner: expect.objectContaining({
        id: planner.id,
        items_count: 0,
        totals: expect.objectContaining({ eur_minor: 0 }),
      }),
    });
    expect(await itemRow(app, world, item.id)).toBeUndefined();
    expect(
      (await postPlanner(app, world, `planner-items/delete-planner-item/${item.id}/${planner.id}`)).statusCode,
    ).toBe(404);
  });
});

describe('who may write planner items', () => {
  it('gives visitors 401 and staff and clients 403; another front user’s item or planner is a 404', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const other = await createPlannerOf(app, world);
    const { item } = await createTask(app, world, planner.id);
    const product = await world.product();
    const catalog = await world.catalog();
    const paths = [
      `create-planner-task/${planner.id}`,
      `update-planner-task/${item.id}`,
      `link-product-to-planner/${planner.id}/${product.id}`,
      `link-catalog-to-planner/${planner.id}/${catalog.id}`,
      `switch-to-another-planner/${item.id}/${other.id}`,
      `save-scheduled-date/${item.id}`,
      `save-planner-item-note/${item.id}`,
      `save-price-of-planner-item/${item.id}/10/1`,
      `change-calculate-price/${item.id}/0`,
      `show-price-publicly/${item.id}`,
      `show-planner-item-publicly/${item.id}`,
      `delete-planner-item/${item.id}/${planner.id}`,
    ];
    const payload = taskFields(world, { scheduled_date: '2026-09-09' });
    for (const path of paths) {
      const as = (token: string | null) => postPlanner(app, world, `planner-items/${path}`, { token, payload });
      expect((await as(null)).statusCode, `${path} visitor`).toBe(401);
      for (const who of [world.admin, world.moderator, world.client]) {
        expect((await as(who.token)).statusCode, `${path} ${who.user.role}`).toBe(403);
      }
      expect((await as(world.stranger.token)).statusCode, `${path} another front user`).toBe(404);
    }
    expect(await itemRowsOf(app, world, planner.id)).toEqual([
      expect.objectContaining({ id: item.id, title: 'Proba torte', scheduledDate: '2026-06-20', sequence: 0 }),
    ]);
    expect(await itemRowsOf(app, world, other.id)).toEqual([]);
  });
});
