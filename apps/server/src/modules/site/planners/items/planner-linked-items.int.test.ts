/**
 * Linked products and catalogs as the site changes under them: only what the public sees may be linked (a product in
 * an inactive category is a 404), a product dearer than a planner price is a 422, an item shows its product's or
 * catalog's current title to its owner and to visitors, and a product deleted from the site leaves its item — title,
 * price and the planner's totals as they were, without a link.
 */
import { CURRENCY } from '@izlog/contract/constants';
import { PLANNER_PRICE_MAX_MINOR } from '@izlog/contract/planners';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../../../../test/harness';
import { createCategory } from '../../../../../test/support/catalog-test-data';
import { tenantOf } from '../../../../../test/support/content-test-support';
import {
  createPlannerOf,
  createTask,
  getPlanner,
  itemRow,
  plannerRow,
  plannerWorld,
  postPlanner,
  setTodaysEuroRate,
  type TPlannerWorld,
} from '../../../../../test/support/planners';
import { catalogs, contents, planners } from '../../../../db/schema';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
  await setTodaysEuroRate(app);
});
afterAll(() => app.close());

const link = (world: TPlannerWorld, plannerId: number, kind: 'product' | 'catalog', id: number, language?: 'en') =>
  postPlanner(app, world, `planner-items/link-${kind}-to-planner/${plannerId}/${id}`, { language });

const itemsOnPage = async (world: TPlannerWorld, plannerId: number) => {
  const page = await getPlanner(app, world, `planners/planner-categories/${plannerId}`);
  return (page.json().categories as { items: Record<string, unknown>[] }[]).flatMap((group) => group.items);
};

describe('what may be linked', () => {
  it('is a 404 for an approved product in an inactive category, as the public does not see it there', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const hidden = await createCategory(app, world.licence, { name: 'Sklonjeno', status: 'inactive' });
    const product = await world.product({ categoryId: hidden.id });
    expect((await link(world, planner.id, 'product', product.id)).statusCode).toBe(404);
    // The same product is linked once its category is active again.
    await tenantOf(app, world.licence).update(contents, { categoryId: world.category.id }, eq(contents.id, product.id));
    expect((await link(world, planner.id, 'product', product.id)).statusCode).toBe(200);
  });

  it('links a product at the largest planner price, and refuses a dearer one with a 422 saying why', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const dearest = await world.product({ price: PLANNER_PRICE_MAX_MINOR, currencyId: CURRENCY.EUR });
    const tooDear = await world.product({ price: PLANNER_PRICE_MAX_MINOR + 1, currencyId: CURRENCY.RSD });
    const linked = await link(world, planner.id, 'product', dearest.id);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().item.price_minor).toBe(PLANNER_PRICE_MAX_MINOR);
    const refused = await link(world, planner.id, 'product', tooDear.id, 'en');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual([
      { field: 'contentId', message: 'This product costs more than 99,999,999.99, the most a planner can add up.' },
    ]);
    expect((await plannerRow(app, world, planner.id))!.itemsCount).toBe(1);
  });
});

describe('a linked item as the site changes', () => {
  it('shows the product’s and the catalog’s current title to the owner and to visitors', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const product = await world.product({ title: 'Vaza Stara' });
    const catalog = await world.catalog({ name: 'Zimska kolekcija' });
    const productItem = (await link(world, planner.id, 'product', product.id)).json().item;
    const catalogItem = (await link(world, planner.id, 'catalog', catalog.id)).json().item;
    for (const id of [productItem.id, catalogItem.id]) {
      await postPlanner(app, world, `planner-items/show-planner-item-publicly/${id}`, { payload: { value: true } });
    }
    await postPlanner(app, world, `planners/toggle-public-planner/${planner.id}`, { payload: { value: true } });
    // A moderator approved the planner's words (moderation is tested with its own calls).
    const tdb = tenantOf(app, world.licence);
    await tdb.update(planners, { status: 'approved' }, eq(planners.id, planner.id));
    // The site's own edits, once approved, are the products' and catalogs' titles.
    await tdb.update(contents, { title: 'Vaza Nova' }, eq(contents.id, product.id));
    await tdb.update(catalogs, { name: 'Prolećna kolekcija' }, eq(catalogs.id, catalog.id));

    const owners = await itemsOnPage(world, planner.id);
    expect(owners.map((item) => item.title).sort()).toEqual(['Prolećna kolekcija', 'Vaza Nova']);
    expect(owners.find((item) => item.id === productItem.id)).toMatchObject({
      content: { id: product.id, title: 'Vaza Nova' },
    });

    const visitors = await call(app, {
      method: 'GET',
      url: `/api/v1/planners/public-planner-categories/${planner.id}`,
      licence: world.licence.id,
    });
    expect(visitors.statusCode).toBe(200);
    const shown = (visitors.json().categories as { items: { title: string }[] }[]).flatMap((group) => group.items);
    expect(shown.map((item) => item.title).sort()).toEqual(['Prolećna kolekcija', 'Vaza Nova']);
  });

  it('keeps the item, its title, price and the planner’s totals when an admin deletes the product', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    await createTask(app, world, planner.id, { price: '10', currency_id: CURRENCY.RSD });
    const product = await world.product({ title: 'Luster Kristal', price: 100_000, currencyId: CURRENCY.RSD });
    const linked = (await link(world, planner.id, 'product', product.id)).json();
    const before = await getPlanner(app, world, `planners/planner-categories/${planner.id}`);
    expect(before.json().planner).toMatchObject({ items_count: 2, totals: { rsd_minor: 101_000 } });

    const deleted = await postPlanner(app, world, `contents/admin-delete-product/${product.id}`, {
      token: world.admin.token,
    });
    expect(deleted.statusCode).toBe(200);

    const after = await getPlanner(app, world, `planners/planner-categories/${planner.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.json().planner).toMatchObject({
      items_count: 2,
      totals: { rsd_minor: 101_000, counted_items: 2, priced_total_rsd_minor: 101_000 },
    });
    const item = (await itemsOnPage(world, planner.id)).find((entry) => entry.id === linked.item.id);
    expect(item).toMatchObject({
      kind: 'product',
      title: 'Luster Kristal',
      content: null,
      catalog: null,
      image: null,
      price_minor: 100_000,
      price_rsd_minor: 100_000,
    });
    expect(await itemRow(app, world, linked.item.id)).toMatchObject({ contentId: null, kind: 'product' });

    // The item is still the owner's to change: its price counts until they say otherwise.
    const uncounted = await postPlanner(app, world, `planner-items/change-calculate-price/${linked.item.id}/0`);
    expect(uncounted.statusCode).toBe(200);
    expect(uncounted.json().planner.totals).toMatchObject({ rsd_minor: 1_000, counted_items: 1 });
  });
});
