/**
 * The demo front user's planners (issue 15 part 6), through the API as the user would make them: planners, tasks,
 * the shop's products and a catalog added to them, prices in both currencies, the switches; then the demo moderator
 * approves, as the moderation modal would, the tasks shown publicly and the public planner's title and description,
 * so visitors see a shared planner at once. A user who already has planners is left alone.
 */
import { CONTENT_TYPE, CURRENCY } from '@izlog/contract/constants';
import type {
  TModerationPlanner,
  TModerationPlannerItem,
  TPlanner,
  TPlannerItemChange,
} from '@izlog/contract/planners';
import type { FastifyInstance } from 'fastify';
import { addDays, belgradeDate } from '../platform/exchange-rates/working-days';
import { DEMO_LICENCES } from './demo-data';
import { SeedClient } from './seed-client';
import {
  DEMO_PLANNERS,
  type TSeedPlanner,
  type TSeedPlannerLink,
  type TSeedPlannerTask,
  type TSeedPrice,
} from './sites/demo/demo-planners';

type TNamed = { id: number; name?: string; title?: string };

/** Ids by name of what the demo shop lists (products, catalogs, product categories). */
async function idsByName(client: SeedClient, url: string): Promise<Map<string, number>> {
  const rows = await client.call<TNamed[]>('GET', url);
  return new Map(rows.map((row) => [(row.title ?? row.name)!, row.id]));
}

function idOf(ids: Map<string, number>, name: string, what: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`seed: the demo planners name an unknown ${what} ${name}`);
  return id;
}

const currencyOf = (price: TSeedPrice) => (price.currency === 'EUR' ? CURRENCY.EUR : CURRENCY.RSD);

class PlannerSeeder {
  private readonly today = belgradeDate(new Date());
  /** The planners made: what the moderator looks for in the queues once they are all made. */
  readonly planted = new Set<number>();

  constructor(
    private readonly client: SeedClient,
    private readonly token: string,
    private readonly shop: {
      products: Map<string, number>;
      catalogs: Map<string, number>;
      categories: Map<string, number>;
    },
  ) {}

  private post<T>(path: string, payload?: object) {
    return this.client.call<T>('POST', path, this.token, payload);
  }

  async plant(data: TSeedPlanner): Promise<void> {
    const planner = await this.post<TPlanner>('/planners/create-planner', {
      title: data.title,
      description: data.description,
    });
    this.planted.add(planner.id);
    for (const item of data.items) {
      if (item.kind === 'task') await this.task(planner.id, item);
      else await this.link(planner.id, item);
    }
    if (data.isPublic) await this.post(`/planners/toggle-public-planner/${planner.id}`, { value: true });
  }

  private task(plannerId: number, task: TSeedPlannerTask): Promise<TPlannerItemChange> {
    return this.post<TPlannerItemChange>(`/planner-items/create-planner-task/${plannerId}`, {
      title: task.title,
      category_id: idOf(this.shop.categories, task.category, 'category'),
      address: task.address,
      city: task.city,
      country: 'Srbija',
      scheduled_date: addDays(this.today, task.daysAhead),
      scheduled_time: task.time,
      remark: task.remark,
      contact_phone: task.phone,
      contact_email: task.email,
      price: task.price?.amount,
      currency_id: task.price ? currencyOf(task.price) : undefined,
      calculate_price: task.counts ?? true,
      show_publicly: task.showPublicly ?? false,
      show_price_publicly: task.showPrice ?? false,
    });
  }

  /** A product or catalog added as from its page, then given what the user wrote or switched on it. */
  private async link(plannerId: number, link: TSeedPlannerLink): Promise<TPlannerItemChange> {
    const path =
      link.kind === 'product'
        ? `link-product-to-planner/${plannerId}/${idOf(this.shop.products, link.name, 'product')}`
        : `link-catalog-to-planner/${plannerId}/${idOf(this.shop.catalogs, link.name, 'catalog')}`;
    let change = await this.post<TPlannerItemChange>(`/planner-items/${path}`);
    const id = change.item.id;
    if (link.daysAhead !== undefined) {
      change = await this.post(`/planner-items/save-scheduled-date/${id}`, {
        scheduled_date: addDays(this.today, link.daysAhead),
      });
    }
    if (link.remark) change = await this.post(`/planner-items/save-planner-item-note/${id}`, { remark: link.remark });
    if (link.price) {
      const { amount } = link.price;
      change = await this.post(`/planner-items/save-price-of-planner-item/${id}/${amount}/${currencyOf(link.price)}`);
    }
    if (link.counts === false) change = await this.post(`/planner-items/change-calculate-price/${id}/0`);
    if (link.showPrice) change = await this.post(`/planner-items/show-price-publicly/${id}`, { value: true });
    if (link.showPublicly) change = await this.post(`/planner-items/show-planner-item-publicly/${id}`, { value: true });
    return change;
  }
}

export async function seedDemoPlanners(app: FastifyInstance, subdomain = 'demo'): Promise<void> {
  const demo = DEMO_LICENCES.find((licence) => licence.subdomain === subdomain)!;
  const client = new SeedClient(app, demo.subdomain);
  const emailOf = (role: string) => demo.accounts.find((account) => account.role === role)!.email;
  const user = await client.login(emailOf('USER'), demo.password);
  const existing = await client.call<TPlanner[]>('GET', '/planners?page_count=1', user.token);
  if (existing.length > 0) return;

  const type = `filter[content_type_id]=${CONTENT_TYPE.product}`;
  const [products, catalogs, categories] = await Promise.all([
    idsByName(client, `/contents?${type}&page_count=100`),
    idsByName(client, '/catalogs?page_count=100'),
    idsByName(client, `/categories?${type}&page_count=100`),
  ]);
  const seeder = new PlannerSeeder(client, user.token, { products, catalogs, categories });
  for (const planner of DEMO_PLANNERS) await seeder.plant(planner);

  await approveAsModerator(client, await client.login(emailOf('MODERATOR'), demo.password), seeder.planted);
}

/**
 * The moderator works through both planner queues as the moderation modal shows them, approving what waits in the
 * seeded planners: each decision names the version it read (updated_at).
 */
async function approveAsModerator(client: SeedClient, moderator: { token: string }, planners: Set<number>) {
  const queue = '?page_count=100';
  const items = await client.call<TModerationPlannerItem[]>(
    'GET',
    `/moderations/planner-items-on-moderation${queue}`,
    moderator.token,
  );
  for (const item of items.filter((waiting) => planners.has(waiting.planner.id))) {
    await client.call('POST', `/moderations/approve-planner-item/${item.id}`, moderator.token, {
      updated_at: item.updated_at,
    });
  }
  const waitingPlanners = await client.call<TModerationPlanner[]>(
    'GET',
    `/moderations/planners-on-moderation${queue}`,
    moderator.token,
  );
  for (const planner of waitingPlanners.filter((waiting) => planners.has(waiting.id))) {
    await client.call('POST', `/moderations/approve-planner/${planner.id}`, moderator.token, {
      updated_at: planner.updated_at,
    });
  }
}
