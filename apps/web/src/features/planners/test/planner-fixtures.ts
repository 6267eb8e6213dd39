/** Planners as the API answers them, for component tests: sensible defaults, overridden per test. */
import type {
  TPlanner,
  TPlannerDetail,
  TPlannerItem,
  TPlannerItemChange,
  TPlannerTotals,
} from '@izlog/contract/planners';
import { pageHeaders } from '@/test/catalogue-fixtures';
import type { TStubAnswer } from '@/test/render-app';

/** The user the tests sign in as owns these (signInAs gives id 7). */
const OWNER = { id: 7, username: 'user-user' };

/** 117.1734 RSD for one euro, the rate of 21 Nov 2026. */
export const RATE = { middle: '117.1734', parity: 1, date: '2026-11-21' };

export function totals(overrides: Partial<TPlannerTotals> = {}): TPlannerTotals {
  return {
    rsd_minor: 1_250_000,
    eur_minor: 10_000,
    counted_items: 2,
    grand_total_rsd_minor: 1_261_717,
    priced_total_rsd_minor: 1_261_717,
    rate: { ...RATE, stale: false },
    ...overrides,
  };
}

export function planner(overrides: Partial<TPlanner> = {}): TPlanner {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Planner ${id}`,
    description: `What planner ${id} is for.`,
    is_public: false,
    status: 'private',
    user: OWNER,
    items_count: 2,
    totals: totals(),
    calendar_link_active: false,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function item(overrides: Partial<TPlannerItem> = {}): TPlannerItem {
  const id = overrides.id ?? 11;
  return {
    id,
    planner_id: 1,
    kind: 'task',
    title: `Task ${id}`,
    remark: null,
    image: null,
    scheduled_date: '2027-06-12',
    scheduled_time: '18:30',
    address: 'Knez Mihailova 5',
    city: 'Beograd',
    country: 'Srbija',
    contact_phone: null,
    contact_email: null,
    category: { id: 4, name: 'Decoration' },
    content: null,
    catalog: null,
    price_minor: 1_250_000,
    currency_id: 1,
    priced_rate: null,
    price_rsd_minor: 1_250_000,
    calculate_price: true,
    show_publicly: false,
    show_price_publicly: false,
    status: 'private',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A linked product priced in euros at the test rate (€100.00 ≈ 11.717,34 RSD). */
export function euroProduct(overrides: Partial<TPlannerItem> = {}): TPlannerItem {
  return item({
    id: 12,
    kind: 'product',
    title: 'Oak table',
    scheduled_date: null,
    scheduled_time: null,
    address: null,
    city: null,
    country: null,
    category: { id: 5, name: 'Furniture' },
    content: { id: 90, slug: 'oak-table', title: 'Oak table' },
    price_minor: 10_000,
    currency_id: 2,
    priced_rate: RATE,
    price_rsd_minor: 1_171_734,
    ...overrides,
  });
}

/** A planner page: its items grouped by their categories in the order given (items without one last). */
export function detail(plannerOverrides: Partial<TPlanner>, items: TPlannerItem[]): TPlannerDetail {
  const groups = new Map<number | null, TPlannerDetail['categories'][number]>();
  for (const each of [...items].sort((a, b) => (a.category === null ? 1 : 0) - (b.category === null ? 1 : 0))) {
    const key = each.category?.id ?? null;
    const group = groups.get(key) ?? { category: each.category, items: [] };
    group.items.push(each);
    groups.set(key, group);
  }
  return { planner: planner({ items_count: items.length, ...plannerOverrides }), categories: [...groups.values()] };
}

export const change = (changed: TPlannerItem, plannerOverrides: Partial<TPlanner>): TPlannerItemChange => ({
  item: changed,
  planner: planner({ id: changed.planner_id, ...plannerOverrides }),
});

/** GET /planners's answer: one page of planners with the pagination headers. */
export const plannersPage = (planners: TPlanner[], { page = 1, pages = 1 } = {}): TStubAnswer => ({
  body: planners,
  headers: pageHeaders(page, pages, 10, planners.length),
});
