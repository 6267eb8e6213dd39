/** First places as the server answers them, and a page of them with its headers. */
import type { TBiddingItem } from '@izlog/contract/bidding';
import type { TStubAnswer } from '@/test/render-app';

export function biddingItem(overrides: Partial<TBiddingItem> = {}): TBiddingItem {
  return {
    id: 501,
    content_id: 90,
    catalog_id: null,
    title: 'Oak chair',
    category: { id: 7, name: 'Chairs' },
    start_date: '2030-03-01',
    end_date: '2030-03-30',
    remaining_days: 12,
    active: true,
    state: 'active',
    impressions: 1234,
    clicks: 56,
    created_at: '2030-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export const itemsPage = (items: TBiddingItem[], { page = 1, pages = 1 } = {}): TStubAnswer => ({
  body: items,
  headers: {
    'X-Pagination-Current-Page': String(page),
    'X-Pagination-Page-Count': String(pages),
    'X-Pagination-Per-Page': '20',
    'X-Pagination-Total-Count': String(items.length),
  },
});
