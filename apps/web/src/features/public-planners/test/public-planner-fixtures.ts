/** Public planners as the server answers them (the contract's shapes), for the public pages' tests. */
import type { TPublicPlannerDetail, TPublicPlannerItem, TPublicPlannerSummary } from '@izlog/contract/planners';

function publicItem(overrides: Partial<TPublicPlannerItem> & Pick<TPublicPlannerItem, 'id' | 'title'>) {
  return {
    kind: 'task',
    remark: null,
    image: null,
    scheduled_date: null,
    scheduled_time: null,
    city: null,
    country: null,
    category: null,
    content: null,
    catalog: null,
    price_minor: null,
    currency_id: null,
    ...overrides,
  } satisfies TPublicPlannerItem;
}

export function plannerSummary(overrides: Partial<TPublicPlannerSummary> = {}): TPublicPlannerSummary {
  return {
    id: 5,
    title: 'Milica’s wedding',
    description: 'Everything for the big day in June.',
    user: { id: 9, username: 'milica' },
    items_count: 3,
    updated_at: '2025-05-02T10:00:00.000Z',
    ...overrides,
  };
}

const decoration = { id: 11, name: 'Decoration' };
const music = { id: 12, name: 'Music' };

/** Two categories and items without one: a task with price and picture, a linked product, a linked catalog. */
export const weddingPlanner: TPublicPlannerDetail = {
  planner: plannerSummary({ items_count: 4 }),
  categories: [
    {
      category: decoration,
      items: [
        publicItem({
          id: 101,
          title: 'Flowers for the hall',
          category: decoration,
          scheduled_date: '2025-06-14',
          scheduled_time: '10:30',
          city: 'Novi Sad',
          country: 'Srbija',
          remark: 'White peonies, twelve tables.',
          price_minor: 4_500_000,
          currency_id: 1,
          image: { url: '/media/flowers.jpg', sizes: { '300x200': '/media/flowers-300.jpg' } },
        }),
        publicItem({
          id: 102,
          kind: 'product',
          title: 'Šolja za kafu Jutro',
          category: decoration,
          content: { id: 41, slug: 'solja-za-kafu-jutro', title: 'Šolja za kafu Jutro' },
        }),
      ],
    },
    {
      category: music,
      items: [
        publicItem({
          id: 103,
          title: 'Band for the evening',
          category: music,
          scheduled_date: '2025-06-14',
          city: 'Novi Sad',
          price_minor: 120_050,
          currency_id: 2,
        }),
      ],
    },
    {
      category: null,
      items: [
        publicItem({
          id: 104,
          kind: 'catalog',
          title: 'Autumn table',
          catalog: { id: 7, slug: 'autumn-table', name: 'Autumn table' },
        }),
      ],
    },
  ],
};
