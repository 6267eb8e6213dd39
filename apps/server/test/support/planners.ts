/**
 * The owner's planner calls as a front user makes them: a licence with two front users, staff and a client, a
 * product category with products and a catalog, today's euro rate, and helpers that create planners and tasks
 * through the API and read planners and items back from the database.
 */
import { CURRENCY, DISCOUNT_TYPE } from '@izlog/contract/constants';
import type { TPlanner, TPlannerItemChange } from '@izlog/contract/planners';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { plannerItems, planners } from '../../src/db/schema';
import { belgradeDate } from '../../src/platform/exchange-rates/working-days';
import { createLicence, createSignedInUser } from '../factories';
import { call } from '../harness';
import { multipart, type TMultipartValue } from '../multipart';
import { createApprovedCatalog } from './bidding';
import { createCategory, createProduct } from './catalog-test-data';
import { tenantOf } from './content-test-support';

/** The euro middle rate the planner tests price at (the same figure as the payment and domain tests use). */
export const TEST_EUR_RATE = '117.1734';

/** Today's euro rate for the whole database (rates are the platform's, not a licence's). */
export async function setTodaysEuroRate(app: FastifyInstance, middle = TEST_EUR_RATE) {
  return app.deps.exchangeRates.setRate('EUR', belgradeDate(new Date()), middle);
}

/** A licence with a front user (the owner), another front user, an admin, a moderator and a client. */
export async function plannerWorld(app: FastifyInstance) {
  const licence = await createLicence(app);
  const [owner, stranger, admin, moderator, client] = await Promise.all([
    createSignedInUser(app, licence, { role: 'USER' }),
    createSignedInUser(app, licence, { role: 'USER' }),
    createSignedInUser(app, licence, { role: 'ADMIN' }),
    createSignedInUser(app, licence, { role: 'MODERATOR' }),
    createSignedInUser(app, licence, { role: 'CLIENT' }),
  ]);
  const category = await createCategory(app, licence, { name: 'Dekoracija' });
  const product = (values: Partial<Parameters<typeof createProduct>[2]> = {}) =>
    createProduct(app, licence, { authorId: client.user.id, categoryId: category.id, ...values });
  const catalog = (values: { status?: string; name?: string } = {}) =>
    createApprovedCatalog(app, licence, { authorId: client.user.id, categoryId: category.id, ...values });
  return { licence, owner, stranger, admin, moderator, client, category, product, catalog };
}

export type TPlannerWorld = Awaited<ReturnType<typeof plannerWorld>>;

/** A product of 1.290,00 RSD less 10%: 1.161,00 RSD after its discount. */
export const DISCOUNTED_PRODUCT = {
  title: 'Svećnjak Jutro',
  price: 129_000,
  currencyId: CURRENCY.RSD,
  discount: 10,
  discountType: DISCOUNT_TYPE.percent,
};

type TCallOptions = { token?: string | null; language?: 'en' | 'srp'; payload?: object | string };

/** POST /api/v1/<path> as the owner unless told otherwise (null: a visitor). */
export function postPlanner(
  app: FastifyInstance,
  world: TPlannerWorld,
  path: string,
  options: TCallOptions = {},
): Promise<LightMyRequestResponse> {
  const token = options.token === null ? undefined : (options.token ?? world.owner.token);
  return call(app, {
    method: 'POST',
    url: `/api/v1/${path}`,
    licence: world.licence.id,
    token,
    language: options.language,
    ...(options.payload !== undefined ? { payload: options.payload } : {}),
  });
}

export function getPlanner(
  app: FastifyInstance,
  world: TPlannerWorld,
  path: string,
  options: Omit<TCallOptions, 'payload'> = {},
) {
  const token = options.token === null ? undefined : (options.token ?? world.owner.token);
  return call(app, {
    method: 'GET',
    url: `/api/v1/${path}`,
    licence: world.licence.id,
    token,
    language: options.language,
  });
}

/** A planner of the owner (or of `token`'s user), made through the API. */
export async function createPlannerOf(
  app: FastifyInstance,
  world: TPlannerWorld,
  values: { title?: string; description?: string } = {},
  token = world.owner.token,
): Promise<TPlanner> {
  const response = await postPlanner(app, world, 'planners/create-planner', {
    token,
    payload: { title: 'Venčanje', description: 'Sve za veliki dan', ...values },
  });
  if (response.statusCode !== 200) throw new Error(`create-planner: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** The task form's required fields, valid as they are. */
export const taskFields = (world: TPlannerWorld, values: Record<string, unknown> = {}) => ({
  title: 'Proba torte',
  category_id: world.category.id,
  address: 'Knez Mihailova 5',
  city: 'Beograd',
  country: 'Srbija',
  scheduled_date: '2026-06-20',
  scheduled_time: '18:00',
  ...values,
});

/** A task added through the API (JSON); fails the test when refused. */
export async function createTask(
  app: FastifyInstance,
  world: TPlannerWorld,
  plannerId: number,
  values: Record<string, unknown> = {},
): Promise<TPlannerItemChange> {
  const response = await postPlanner(app, world, `planner-items/create-planner-task/${plannerId}`, {
    payload: taskFields(world, values),
  });
  if (response.statusCode !== 200) throw new Error(`create-planner-task: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** POST as multipart (a picture file), as the owner. */
export async function postPlannerForm(
  app: FastifyInstance,
  world: TPlannerWorld,
  path: string,
  fields: Record<string, TMultipartValue>,
) {
  const body = await multipart(fields);
  return call(app, {
    method: 'POST',
    url: `/api/v1/${path}`,
    licence: world.licence.id,
    token: world.owner.token,
    payload: body.payload,
    headers: body.headers,
  });
}

export const plannerRow = async (app: FastifyInstance, world: TPlannerWorld, id: number) =>
  (await tenantOf(app, world.licence).select(planners, eq(planners.id, id)))[0];

export const itemRow = async (app: FastifyInstance, world: TPlannerWorld, id: number) =>
  (await tenantOf(app, world.licence).select(plannerItems, eq(plannerItems.id, id)))[0];

export const itemRowsOf = (app: FastifyInstance, world: TPlannerWorld, plannerId: number) =>
  tenantOf(app, world.licence).select(plannerItems, eq(plannerItems.plannerId, plannerId));

export const fieldsOf = (response: LightMyRequestResponse) =>
  (response.json() as { field: string }[]).map((problem) => problem.field);

/**
 * `count` items of the owner's written straight into the planner (the item limit and the largest totals need hundreds;
 * the API would take minutes): tasks of the world's category with `values`. The kept totals are rewritten by the next
 * write through the API.
 */
export async function fillPlanner(
  app: FastifyInstance,
  world: TPlannerWorld,
  plannerId: number,
  count: number,
  values: Partial<typeof plannerItems.$inferInsert> = {},
) {
  const rows = Array.from({ length: count }, (_, index) => ({
    plannerId,
    userId: world.owner.user.id,
    kind: 'task',
    title: `Stavka ${index + 1}`,
    categoryId: world.category.id,
    scheduledDate: '2026-06-20',
    scheduledTime: '18:00',
    address: 'Knez Mihailova 5',
    city: 'Beograd',
    ...values,
  }));
  await tenantOf(app, world.licence).insert(plannerItems, rows);
}
