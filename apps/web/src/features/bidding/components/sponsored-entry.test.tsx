import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { category, listItem, pageHeaders } from '@/test/catalogue-fixtures';
import { renderApp, siteStubs, stubFetch, type TStubTable } from '@/test/render-app';

const chairs = category({ id: 7, name: 'Chairs', slug: 'chairs' });
const sponsoredChair = {
  ...listItem({ id: 90, title: 'Oak chair', slug: 'oak-chair', price: 12_000 }),
  type: 'product' as const,
  sponsored: true,
  bidding_item_id: 501,
};
const plainChair = {
  ...listItem({ id: 91, title: 'Pine chair', slug: 'pine-chair', price: 8_000 }),
  type: 'product' as const,
  sponsored: false,
  bidding_item_id: null,
};
const sponsoredCatalog = {
  type: 'catalog' as const,
  id: 33,
  name: 'Garden set',
  slug: 'garden-set',
  category_id: 7,
  description: 'Chairs and a table.',
  image: null,
  image_sizes: {},
  author_id: 9,
  author: null,
  status: 'approved' as const,
  remark_request_for_edit: null,
  products: [],
  created_at: '2030-03-01T10:00:00.000Z',
  updated_at: '2030-03-01T10:00:00.000Z',
  pending_revision: null,
  sponsored: true,
  bidding_item_id: 502,
};

const categoryStubs = (extra: TStubTable = {}): TStubTable => ({
  ...siteStubs(),
  'GET /api/v1/categories': { body: [chairs] },
  'GET /api/v1/categories/get-category-catalog-product/7': {
    body: [sponsoredChair, sponsoredCatalog, plainChair],
    headers: pageHeaders(1, 1, 12, 3),
  },
  'GET /api/v1/content-widgets/get-page-widgets': {
    body: {
      page_name: '7',
      validity_check: 1,
      positions: [1, 2, 3].map((column_number) => ({ column_number, widgets: [] })),
    },
  },
  // Where an opened entry leads: its page finds nothing here, which is all these tests need.
  'GET /api/v1/contents': { body: [] },
  'GET /api/v1/catalogs': { body: [] },
  ...extra,
});

async function openChairs() {
  renderApp('/categories/chairs', { language: 'en' });
  const grid = await screen.findByRole('list', { name: 'Chairs' });
  return within(grid).getAllByRole('listitem') as HTMLElement[];
}

describe('a paid first place in a category list', () => {
  it('is marked Sponsored in words, in the visitor’s language; an ordinary entry is not', async () => {
    stubFetch(categoryStubs());
    const [chair, catalog, plain] = await openChairs();
    expect(within(chair as HTMLElement).getByText('Sponsored')).toBeTruthy();
    expect(within(catalog as HTMLElement).getByText('Sponsored')).toBeTruthy();
    expect(within(plain as HTMLElement).queryByText('Sponsored')).toBeNull();
  });

  it('reads "Sponzorisano" in Serbian', async () => {
    stubFetch(categoryStubs());
    renderApp('/categories/chairs', { language: 'srp' });
    const grid = await screen.findByRole('list', { name: 'Chairs' });
    expect(within(grid).getAllByText('Sponzorisano')).toHaveLength(2);
  });

  it('counts nothing when a visitor opens an ordinary entry', async () => {
    const { callsTo } = stubFetch(categoryStubs());
    const user = userEvent.setup();
    const [, , plain] = await openChairs();

    await user.click(within(plain as HTMLElement).getByRole('link', { name: 'Pine chair' }));
    await screen.findByRole('heading', { level: 1 });
    expect(callsTo('POST', '/biddings/record-click/501')).toHaveLength(0);
    expect(callsTo('POST', '/biddings/record-click/502')).toHaveLength(0);
  });

  it('counts a click with the browser’s beacon when a visitor opens a sponsored entry', async () => {
    const sendBeacon = vi.fn((_url: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    try {
      stubFetch(categoryStubs());
      const user = userEvent.setup();
      const [, catalog] = await openChairs();

      await user.click(within(catalog as HTMLElement).getByRole('link', { name: 'Garden set' }));
      expect(sendBeacon).toHaveBeenCalledTimes(1);
      expect(sendBeacon).toHaveBeenCalledWith('/api/v1/biddings/record-click/502');
    } finally {
      Reflect.deleteProperty(navigator, 'sendBeacon');
    }
  });

  it('opens normally and reports the click with a keepalive request where there is no beacon', async () => {
    const { callsTo } = stubFetch(categoryStubs({ 'POST /api/v1/biddings/record-click/501': { status: 204 } }));
    const user = userEvent.setup();
    const [chair] = await openChairs();

    await user.click(within(chair as HTMLElement).getByRole('link', { name: 'Oak chair' }));
    await waitFor(() => expect(callsTo('POST', '/biddings/record-click/501')).toHaveLength(1));
    expect(callsTo('POST', '/biddings/record-click/501')[0]?.keepalive).toBe(true);
  });
});
