/**
 * A planner's kept totals (issue 15 part 2) always equal its items: after many concurrent price changes, calculate
 * switches, links, new tasks, moves and deletes on the same planners, the totals read back equal the sums of the items
 * read back. The grand total converts the euros at today's rate; the priced total each euro item at its own rate.
 */
import { CURRENCY } from '@izlog/contract/constants';
import { PLANNER_ITEMS_MAX, PLANNER_PRICE_MAX_MINOR } from '@izlog/contract/planners';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../../test/harness';
import { tenantOf } from '../../../../../test/support/content-test-support';
import {
  createPlannerOf,
  createTask,
  fillPlanner,
  getPlanner,
  itemRowsOf,
  plannerRow,
  plannerWorld,
  postPlanner,
  setTodaysEuroRate,
  TEST_EUR_RATE,
  type TPlannerWorld,
} from '../../../../../test/support/planners';
import { plannerItems } from '../../../../db/schema';
import { foreignMinorToRsdMinor } from '../../../../platform/exchange-rates/rate-conversion';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
  await setTodaysEuroRate(app);
});
afterAll(() => app.close());

/** The totals the items read back add up to, computed here independently of the server's SQL. */
async function sumsOfItems(world: TPlannerWorld, plannerId: number) {
  const items = await itemRowsOf(app, world, plannerId);
  const counted = items.filter((item) => item.calculatePrice && item.priceMinor !== null);
  const sum = (list: typeof items) => list.reduce((total, item) => total + item.priceMinor!, 0);
  const inPara = (item: (typeof items)[number]) =>
    item.currencyId === CURRENCY.RSD
      ? item.priceMinor!
      : foreignMinorToRsdMinor(item.priceMinor!, { middle: item.rateMiddle!, parity: item.rateParity! });
  return {
    totalRsdMinor: sum(counted.filter((item) => item.currencyId === CURRENCY.RSD)),
    totalEurMinor: sum(counted.filter((item) => item.currencyId === CURRENCY.EUR)),
    pricedTotalRsdMinor: counted.reduce((total, item) => total + inPara(item), 0),
    countedItems: counted.length,
    itemsCount: items.length,
  };
}

async function expectTotalsEqualItems(world: TPlannerWorld, plannerId: number) {
  const row = await plannerRow(app, world, plannerId);
  expect(row).toMatchObject(await sumsOfItems(world, plannerId));
}

describe('the kept totals', () => {
  it('count dinars and euros apart, only items whose price counts, and convert euros at today’s rate', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    await createTask(app, world, planner.id, { price: '1000', currency_id: CURRENCY.RSD });
    await createTask(app, world, planner.id, { price: '10', currency_id: CURRENCY.EUR });
    await createTask(app, world, planner.id, { price: '5', currency_id: CURRENCY.EUR, calculate_price: '0' });
    await createTask(app, world, planner.id);
    const response = await getPlanner(app, world, `planners/planner-categories/${planner.id}`);
    expect(response.json().planner).toMatchObject({
      items_count: 4,
      totals: {
        rsd_minor: 100_000,
        eur_minor: 1_000,
        counted_items: 2,
        grand_total_rsd_minor: 100_000 + 117_173,
        priced_total_rsd_minor: 100_000 + 117_173,
        rate: { middle: '117.1734', parity: 1, stale: false },
      },
    });
  });

  it('keep each euro item at the rate it was priced at: the grand total moves with today’s rate, the priced total does not', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const { item } = await createTask(app, world, planner.id, { price: '100', currency_id: CURRENCY.EUR });
    // Priced on an earlier day at another rate; a write to another item rewrites the totals from the items.
    await tenantOf(app, world.licence).update(
      plannerItems,
      { rateMiddle: '116.5000', rateDate: '2026-01-05' },
      eq(plannerItems.id, item.id),
    );
    const other = await createTask(app, world, planner.id);
    const totals = other.planner.totals;
    expect(totals).toMatchObject({
      eur_minor: 10_000,
      priced_total_rsd_minor: 1_165_000,
      grand_total_rsd_minor: 1_171_734,
    });
    // Saving the same price again keeps the rate it was priced at.
    const again = await postPlanner(app, world, `planner-items/save-price-of-planner-item/${item.id}/100/2`);
    expect(again.json().item.priced_rate).toEqual({ middle: '116.5000', parity: 1, date: '2026-01-05' });
    const repriced = await postPlanner(app, world, `planner-items/save-price-of-planner-item/${item.id}/100.5/2`);
    expect(repriced.json().item.priced_rate).toMatchObject({ middle: '117.1734' });
    await expectTotalsEqualItems(world, planner.id);
  });

  it('equal the items after many concurrent writes to the same planners, in any order', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const second = await createPlannerOf(app, world, { title: 'Drugi' });
    const tasks = [];
    for (let index = 0; index < 7; index++) {
      tasks.push(
        (await createTask(app, world, planner.id, { price: `${100 + index}`, currency_id: 1 + (index % 2) })).item,
      );
    }
    const products = await Promise.all(
      [1, 2, 3, 4].map((index) => world.product({ price: 10_000 * index, currencyId: 1 + (index % 2) })),
    );
    // Linked before the writes and deleted by an admin during them: its item stays, with its price in the totals.
    const doomed = await world.product({ price: 55_500, currencyId: CURRENCY.RSD });
    await postPlanner(app, world, `planner-items/link-product-to-planner/${planner.id}/${doomed.id}`);
    const post = (path: string, payload?: object) =>
      postPlanner(app, world, `planner-items/${path}`, payload ? { payload } : {});

    // Each write with what it must answer. A change follows its item wherever a concurrent move takes it, so every
    // write to tasks 0-5 is a 200; task 6 is only deleted. Each product is linked twice: one 200 and one 202.
    const expected: (readonly [Promise<{ statusCode: number }>, number | 'link'])[] = [
      ...tasks
        .slice(0, 6)
        .map(
          (task, index) =>
            [post(`save-price-of-planner-item/${task.id}/${17 * index + 3},5/${1 + (index % 2)}`), 200] as const,
        ),
      ...tasks
        .slice(0, 6)
        .map((task, index) => [post(`change-calculate-price/${task.id}/${index % 3 === 0 ? 0 : 1}`), 200] as const),
      ...tasks.slice(0, 6).map((task) => [post(`save-price-of-planner-item/${task.id}/42/2`), 200] as const),
      ...products.flatMap((product) => [
        [post(`link-product-to-planner/${planner.id}/${product.id}`), 'link'] as const,
        [post(`link-product-to-planner/${planner.id}/${product.id}`), 'link'] as const,
      ]),
      [post(`delete-planner-item/${tasks[6]!.id}/${planner.id}`), 200],
      [post(`switch-to-another-planner/${tasks[1]!.id}/${second.id}`), 200],
      [post(`switch-to-another-planner/${tasks[2]!.id}/${second.id}`), 200],
      [
        post(`create-planner-task/${planner.id}`, {
          title: 'Nova',
          category_id: world.category.id,
          address: 'Terazije 1',
          city: 'Beograd',
          scheduled_date: '2026-08-01',
          scheduled_time: '09:00',
          price: '77',
          currency_id: 2,
        }),
        200,
      ],
      [post(`show-planner-item-publicly/${tasks[3]!.id}`), 200],
      [postPlanner(app, world, `contents/admin-delete-product/${doomed.id}`, { token: world.admin.token }), 200],
    ];
    const statuses = (await Promise.all(expected.map(([answer]) => answer))).map((answer) => answer.statusCode);
    const isLink = (index: number) => expected[index]![1] === 'link';
    expect(statuses.filter((_, index) => !isLink(index))).toEqual(
      expected.filter(([, status]) => status !== 'link').map(([, status]) => status),
    );
    const links = statuses.filter((_, index) => isLink(index));
    for (let pair = 0; pair < links.length; pair += 2) {
      expect(links.slice(pair, pair + 2).sort(), `product ${pair / 2 + 1}`).toEqual([200, 202]);
    }
    expect(await itemRowsOf(app, world, planner.id)).toContainEqual(
      expect.objectContaining({ kind: 'product', contentId: null, priceMinor: 55_500 }),
    );

    await expectTotalsEqualItems(world, planner.id);
    await expectTotalsEqualItems(world, second.id);
    const detail = await getPlanner(app, world, `planners/planner-categories/${planner.id}`);
    const shown = detail.json();
    const items = shown.categories.flatMap((group: { items: unknown[] }) => group.items) as {
      price_minor: number | null;
      currency_id: number | null;
      calculate_price: boolean;
      price_rsd_minor: number | null;
    }[];
    expect(items).toHaveLength(shown.planner.items_count);
    const counted = items.filter((item) => item.calculate_price && item.price_minor !== null);
    expect(shown.planner.totals.priced_total_rsd_minor).toBe(
      counted.reduce((total, item) => total + item.price_rsd_minor!, 0),
    );
  });

  it(`stay exact at the largest prices: ${PLANNER_ITEMS_MAX} items of 99 999 999,99 in euros and in dinars`, async () => {
    const world = await plannerWorld(app);
    const euros = await createPlannerOf(app, world, { title: 'Evri' });
    const dinars = await createPlannerOf(app, world, { title: 'Dinari' });
    const priced = { priceMinor: PLANNER_PRICE_MAX_MINOR, rateMiddle: TEST_EUR_RATE, rateParity: 1 };
    await fillPlanner(app, world, euros.id, PLANNER_ITEMS_MAX - 1, { ...priced, currencyId: CURRENCY.EUR });
    await fillPlanner(app, world, dinars.id, PLANNER_ITEMS_MAX - 1, {
      priceMinor: PLANNER_PRICE_MAX_MINOR,
      currencyId: CURRENCY.RSD,
    });
    // The last item of each through the form, at the largest price it takes; its write rewrites the totals.
    const lastEuro = await createTask(app, world, euros.id, { price: '99999999.99', currency_id: CURRENCY.EUR });
    const lastDinar = await createTask(app, world, dinars.id, { price: '99999999,99', currency_id: CURRENCY.RSD });

    // The same sums in BigInt, rounded half up as the server rounds a rate: nothing here can lose a para.
    const count = BigInt(PLANNER_ITEMS_MAX);
    const price = BigInt(PLANNER_PRICE_MAX_MINOR);
    const rate = 1_171_734n; // 117.1734 in ten-thousandths
    const inPara = (cents: bigint) => (cents * rate * 2n + 10_000n) / 20_000n;
    const euroCents = count * price;
    expect(lastEuro.planner.totals).toEqual(
      expect.objectContaining({
        eur_minor: Number(euroCents),
        rsd_minor: 0,
        counted_items: PLANNER_ITEMS_MAX,
        priced_total_rsd_minor: Number(count * inPara(price)),
        grand_total_rsd_minor: Number(inPara(euroCents)),
      }),
    );
    expect(lastDinar.planner.totals).toMatchObject({
      rsd_minor: Number(count * price),
      grand_total_rsd_minor: Number(count * price),
      priced_total_rsd_minor: Number(count * price),
    });
    for (const total of [count * inPara(price), inPara(euroCents)]) expect(total).toBeLessThan(2n ** 53n);
    expect(lastEuro.planner.items_count).toBe(PLANNER_ITEMS_MAX);
    await expectTotalsEqualItems(world, euros.id);
  });

  it('equal the items when items move both ways between two planners at once', async () => {
    const world = await plannerWorld(app);
    const left = await createPlannerOf(app, world, { title: 'Levo' });
    const right = await createPlannerOf(app, world, { title: 'Desno' });
    const leftItems = [];
    const rightItems = [];
    for (let index = 0; index < 4; index++) {
      leftItems.push((await createTask(app, world, left.id, { price: `${10 + index}`, currency_id: 1 })).item);
      rightItems.push((await createTask(app, world, right.id, { price: `${20 + index}`, currency_id: 2 })).item);
    }
    const moves = [
      ...leftItems.map((item) =>
        postPlanner(app, world, `planner-items/switch-to-another-planner/${item.id}/${right.id}`),
      ),
      ...rightItems.map((item) =>
        postPlanner(app, world, `planner-items/switch-to-another-planner/${item.id}/${left.id}`),
      ),
    ];
    const answers = await Promise.all(moves);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    await expectTotalsEqualItems(world, left.id);
    await expectTotalsEqualItems(world, right.id);
    expect(await plannerRow(app, world, left.id)).toMatchObject({ totalRsdMinor: 0, totalEurMinor: 8_600 });
  });
});
