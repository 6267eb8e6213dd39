/**
 * The visitors' cached answers and the owner's writes (decision 0016; every owner route declares keepsPublicCache):
 * a write that changes a planner public before or after it drops the licence's cached answers, any other keeps them,
 * so a user editing a private planner never empties a whole site's cache. One table holds every owner write route (the
 * test fails when a route is missing), each against a public planner and a private one; a second link of the same
 * product (202) and the calendar links change nothing visitors see, so they keep the cache even on a public planner.
 */
import type { TPlanner, TPlannerItem } from '@izlog/contract/planners';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../../test/factories';
import { createTestApp, type TTestApp } from '../../../../../test/harness';
import { tenantOf } from '../../../../../test/support/content-test-support';
import {
  createPlannerOf,
  createTask,
  plannerWorld,
  postPlanner,
  setTodaysEuroRate,
  type TPlannerWorld,
  taskFields,
} from '../../../../../test/support/planners';
import { planners } from '../../../../db/schema';

let app: TTestApp;
let world: TPlannerWorld;
beforeAll(async () => {
  app = await createTestApp();
  await setTodaysEuroRate(app);
  world = await plannerWorld(app);
});
afterAll(() => app.close());

/**
 * What each case starts from: the planner written to with a task and a product already linked, another private
 * planner of the owner with a task of its own (to move in), and a product and a catalog not linked yet.
 */
type TSetup = {
  /** The world with an owner of this case's own (a user keeps at most 50 planners). */
  as: TPlannerWorld;
  planner: TPlanner;
  other: TPlanner;
  task: TPlannerItem;
  incoming: TPlannerItem;
  productId: number;
  catalogId: number;
  linkedProductId: number;
};
type TVisibility = 'public' | 'private';
type TCase = {
  route: string;
  /** What the case is, when a route has more than the plain public/private pair. */
  what?: string;
  on: TVisibility;
  params: (setup: TSetup) => Record<string, number | string>;
  payload?: (setup: TSetup) => object;
  status: number;
  cache: 'drop' | 'keep';
};

const OWN = '/api/v1/planners';
const ITEMS = '/api/v1/planner-items';

/** A route whose write drops the cache exactly when its planner is public. */
const both = (route: string, params: TCase['params'], extra: Partial<TCase> = {}): TCase[] => [
  { route, on: 'public', params, status: 200, cache: 'drop', ...extra },
  { route, on: 'private', params, status: 200, cache: 'keep', ...extra },
];

const CASES: TCase[] = [
  {
    route: `${OWN}/create-planner`,
    on: 'private',
    params: () => ({}),
    payload: () => ({ title: 'Novi', description: 'Još jedan' }),
    status: 200,
    cache: 'keep',
  },
  ...both(`${OWN}/update-planner/:id`, (s) => ({ id: s.planner.id }), {
    payload: () => ({ title: 'Novo ime', description: 'Novi opis' }),
  }),
  ...both(`${OWN}/delete-planner/:id`, (s) => ({ id: s.planner.id }), { status: 204 }),
  {
    route: `${OWN}/toggle-public-planner/:id`,
    what: 'made private',
    on: 'public',
    params: (s) => ({ id: s.planner.id }),
    payload: () => ({ value: false }),
    status: 200,
    cache: 'drop',
  },
  {
    route: `${OWN}/toggle-public-planner/:id`,
    what: 'made public',
    on: 'private',
    params: (s) => ({ id: s.planner.id }),
    payload: () => ({ value: true }),
    status: 200,
    cache: 'drop',
  },
  {
    route: `${OWN}/toggle-public-planner/:id`,
    what: 'kept private',
    on: 'private',
    params: (s) => ({ id: s.planner.id }),
    payload: () => ({ value: false }),
    status: 200,
    cache: 'keep',
  },
  ...both(`${ITEMS}/create-planner-task/:plannerId`, (s) => ({ plannerId: s.planner.id }), {
    payload: () => taskFields(world, { title: 'Novi zadatak' }),
  }),
  ...both(`${ITEMS}/update-planner-task/:itemId`, (s) => ({ itemId: s.task.id }), {
    payload: () => taskFields(world, { title: 'Promenjen zadatak' }),
  }),
  ...both(`${ITEMS}/link-product-to-planner/:plannerId/:contentId`, (s) => ({
    plannerId: s.planner.id,
    contentId: s.productId,
  })),
  {
    route: `${ITEMS}/link-product-to-planner/:plannerId/:contentId`,
    what: 'already there (202)',
    on: 'public',
    params: (s) => ({ plannerId: s.planner.id, contentId: s.linkedProductId }),
    status: 202,
    cache: 'keep',
  },
  ...both(`${ITEMS}/link-catalog-to-planner/:plannerId/:catalogId`, (s) => ({
    plannerId: s.planner.id,
    catalogId: s.catalogId,
  })),
  {
    route: `${ITEMS}/switch-to-another-planner/:itemId/:plannerId`,
    what: 'from it to a private one',
    on: 'public',
    params: (s) => ({ itemId: s.task.id, plannerId: s.other.id }),
    status: 200,
    cache: 'drop',
  },
  {
    route: `${ITEMS}/switch-to-another-planner/:itemId/:plannerId`,
    what: 'from a private one into it',
    on: 'public',
    params: (s) => ({ itemId: s.incoming.id, plannerId: s.planner.id }),
    status: 200,
    cache: 'drop',
  },
  {
    route: `${ITEMS}/switch-to-another-planner/:itemId/:plannerId`,
    what: 'between private ones',
    on: 'private',
    params: (s) => ({ itemId: s.task.id, plannerId: s.other.id }),
    status: 200,
    cache: 'keep',
  },
  ...both(`${ITEMS}/delete-planner-item/:itemId/:plannerId`, (s) => ({ itemId: s.task.id, plannerId: s.planner.id })),
  ...both(`${ITEMS}/save-scheduled-date/:id`, (s) => ({ id: s.task.id }), {
    payload: () => ({ scheduled_date: '2026-07-01', scheduled_time: '10:00' }),
  }),
  ...both(`${ITEMS}/save-planner-item-note/:id`, (s) => ({ id: s.task.id }), {
    payload: () => ({ remark: 'Nova napomena' }),
  }),
  ...both(`${ITEMS}/save-price-of-planner-item/:id/:price/:currencyId`, (s) => ({
    id: s.task.id,
    price: '12,50',
    currencyId: 1,
  })),
  ...both(`${ITEMS}/change-calculate-price/:id/:value`, (s) => ({ id: s.task.id, value: 0 })),
  ...both(`${ITEMS}/show-price-publicly/:id`, (s) => ({ id: s.task.id })),
  ...both(`${ITEMS}/show-planner-item-publicly/:id`, (s) => ({ id: s.task.id })),
  ...(['public', 'private'] as const).flatMap((on) =>
    ['create-calendar-link', 'revoke-calendar-link'].map(
      (call): TCase => ({
        route: `${OWN}/${call}/:id`,
        on,
        params: (s) => ({ id: s.planner.id }),
        status: 200,
        cache: 'keep',
      }),
    ),
  ),
];

/** A fresh owner's setup; a public planner is approved too, as one visitors see. */
async function setUp(on: TVisibility): Promise<TSetup> {
  const as = { ...world, owner: await createSignedInUser(app, world.licence, { role: 'USER' }) };
  const [planner, other, product, catalog, linkedProduct] = await Promise.all([
    createPlannerOf(app, as, {}, as.owner.token),
    createPlannerOf(app, as, { title: 'Drugi' }, as.owner.token),
    world.product(),
    world.catalog(),
    world.product(),
  ]);
  const { item: task } = await createTask(app, as, planner.id);
  const { item: incoming } = await createTask(app, as, other.id, { title: 'Dolazi' });
  await postPlanner(app, as, `planner-items/link-product-to-planner/${planner.id}/${linkedProduct.id}`);
  if (on === 'public') {
    await postPlanner(app, as, `planners/toggle-public-planner/${planner.id}`, { payload: { value: true } });
    await tenantOf(app, world.licence).update(planners, { status: 'approved' }, eq(planners.id, planner.id));
  }
  return {
    as,
    planner,
    other,
    task,
    incoming,
    productId: product.id,
    catalogId: catalog.id,
    linkedProductId: linkedProduct.id,
  };
}

describe('the visitors’ cached answers and the owner’s writes', () => {
  it('has a case for every owner write route', () => {
    const ownerWrites = app.routeCatalogue
      .filter((route) => route.permission === 'planners.keep' && route.method === 'POST')
      .map((route) => route.url);
    expect(new Set(CASES.map((entry) => entry.route))).toEqual(new Set(ownerWrites));
  });

  it.each(
    CASES.map((entry) => [`${entry.route} on a ${entry.on} planner${entry.what ? `, ${entry.what}` : ''}`, entry]),
  )('%s', async (_name, entry) => {
    const setup = await setUp(entry.on);
    const params = entry.params(setup);
    const url = entry.route.replace(/:(\w+)/g, (_match, name: string) => String(params[name]));
    const before = app.deps.publicCache.generation(world.licence.id);
    const response = await postPlanner(app, setup.as, url.replace('/api/v1/', ''), {
      payload: entry.payload?.(setup) ?? {},
    });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(entry.status);
    const after = app.deps.publicCache.generation(world.licence.id);
    if (entry.cache === 'drop') expect(after).toBeGreaterThan(before);
    else expect(after).toBe(before);
  });
});
