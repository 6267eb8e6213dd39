import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { category, fullContent } from '@/test/catalogue-fixtures';
import { renderApp, siteStubs, stubFetch, type TStubTable } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';
import { biddingItem, itemsPage } from '../test/bidding-fixtures';
import { belgradeToday } from '../utils/bidding-days';

// The editor is a lazy chunk with a large form: on a busy machine the first paint takes seconds.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

const chairs = category({ id: 7, name: 'Chairs', content_type_id: 3 });
const product = fullContent({ id: 90, title: 'Oak chair', category: { id: 7, name: 'Chairs', slug: 'chairs' } });

const editorStubs = (extra: TStubTable = {}): TStubTable => ({
  ...siteStubs({ bidding_duration: 14 }),
  ...signInAs('EDITOR', { id: 5 }),
  'GET /api/v1/categories': { body: [chairs] },
  'GET /api/v1/profiles': { body: [] },
  'GET /api/v1/users': { body: [] },
  'GET /api/v1/contents': { body: [] },
  'GET /api/v1/catalogs/get-licence-catalogs-no-pagination': { body: [] },
  'GET /api/v1/contents/get-licence-products-no-pagination': { body: [] },
  'GET /api/v1/contents/90': { body: product },
  ...extra,
});

const queryOf = (request: Request | undefined) => Object.fromEntries(new URL(request?.url ?? 'http://x').searchParams);

async function openBiddingTab(path = '/admin/content/products/90') {
  const user = userEvent.setup();
  renderApp(path, { language: 'en' });
  await user.click(await screen.findByRole('tab', { name: 'Bidding' }));
  return user;
}

afterEach(() => vi.useRealTimers());

describe('the bidding tab of a product', () => {
  it('lists the product’s first places with their state, days left, impressions and clicks', async () => {
    const { callsTo } = stubFetch(
      editorStubs({
        'GET /api/v1/bidding-items': itemsPage([
          biddingItem(),
          biddingItem({ id: 502, state: 'ended', active: false, remaining_days: 0, impressions: 80, clicks: 3 }),
        ]),
      }),
    );
    await openBiddingTab();

    const list = await screen.findByRole('list');
    const [current, past] = within(list).getAllByRole('listitem');
    expect(within(current as HTMLElement).getByText('Active')).toBeTruthy();
    expect(within(current as HTMLElement).getByText('1,234')).toBeTruthy();
    expect(within(current as HTMLElement).getByText('56')).toBeTruthy();
    expect(within(current as HTMLElement).getByText('12')).toBeTruthy();
    expect(within(current as HTMLElement).getByRole('button', { name: 'Switch off' })).toBeTruthy();
    // An ended first place is history: nothing to switch off.
    expect(within(past as HTMLElement).getByText('Ended')).toBeTruthy();
    expect(within(past as HTMLElement).queryByRole('button', { name: 'Switch off' })).toBeNull();
    expect(queryOf(callsTo('GET', '/bidding-items')[0])).toMatchObject({ 'filter[content_id]': '90' });
    expect(screen.getByText('How long a first place lasts on this site (days): 14')).toBeTruthy();
  });

  it('places the product first from today by default and shows the new first place', async () => {
    let placed = false;
    const today = belgradeToday();
    const { callsTo } = stubFetch(
      editorStubs({
        'GET /api/v1/bidding-items': () => itemsPage(placed ? [biddingItem({ start_date: today })] : []),
        'POST /api/v1/biddings/create-bidding-item': () => {
          placed = true;
          return { body: biddingItem({ start_date: today }) };
        },
      }),
    );
    const user = await openBiddingTab();

    expect(await screen.findByText('This item has not been placed first yet.')).toBeTruthy();
    expect((screen.getByLabelText(/^Start/) as HTMLInputElement).value).toBe(today);
    await user.click(screen.getByRole('button', { name: 'Place first' }));

    expect(await screen.findByText('The item was placed first.')).toBeTruthy();
    const sent = await callsTo('POST', '/biddings/create-bidding-item')[0]?.json();
    expect(sent).toEqual({ content_id: 90, start_date: today });
    expect(await screen.findByText('Active')).toBeTruthy();
  });

  it('shows why the server refused: an unapproved product cannot be placed first', async () => {
    stubFetch(
      editorStubs({
        'GET /api/v1/bidding-items': itemsPage([]),
        'POST /api/v1/biddings/create-bidding-item': {
          status: 422,
          body: [{ field: 'content_id', message: 'Only an approved product or catalog can be placed first.' }],
        },
      }),
    );
    const user = await openBiddingTab();
    await user.click(await screen.findByRole('button', { name: 'Place first' }));

    const alert = await screen.findByText('Only an approved product or catalog can be placed first.', {
      selector: '[role="alert"] *',
    });
    expect(alert).toBeTruthy();
  });

  it('refuses a start before today at the field and sends nothing', async () => {
    const { callsTo } = stubFetch(editorStubs({ 'GET /api/v1/bidding-items': itemsPage([]) }));
    const user = await openBiddingTab();
    const start = await screen.findByLabelText(/^Start/);
    await user.clear(start);
    await user.type(start, '2001-01-01');
    await user.click(screen.getByRole('button', { name: 'Place first' }));

    expect(await screen.findByText('The start cannot be before today.')).toBeTruthy();
    expect(callsTo('POST', '/biddings/create-bidding-item')).toHaveLength(0);
  });

  it('switches a first place off only after the confirm dialog, and Cancel changes nothing', async () => {
    let disabled = false;
    const { callsTo } = stubFetch(
      editorStubs({
        'GET /api/v1/bidding-items': () =>
          itemsPage([biddingItem(disabled ? { state: 'disabled', active: false, remaining_days: 0 } : {})]),
        'POST /api/v1/biddings/disable-bidding-item/501': () => {
          disabled = true;
          return { body: { message: 'The first place was switched off.' } };
        },
      }),
    );
    const user = await openBiddingTab();

    await user.click(await screen.findByRole('button', { name: 'Switch off' }));
    let dialog = await screen.findByRole('dialog', { name: 'Switch off this first place?' });
    expect(within(dialog).getByText(/“Oak chair” leaves the first place in “Chairs” at once/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('POST', '/biddings/disable-bidding-item/501')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Switch off' }));
    dialog = await screen.findByRole('dialog', { name: 'Switch off this first place?' });
    await user.click(within(dialog).getByRole('button', { name: 'Switch off the first place' }));
    expect(await screen.findByText('The first place was switched off.')).toBeTruthy();
    expect(await screen.findByText('Switched off')).toBeTruthy();
    expect(callsTo('POST', '/biddings/disable-bidding-item/501')).toHaveLength(1);
  });
});

describe('the bidding tab elsewhere', () => {
  it('places a catalog by its catalog_id', async () => {
    const { callsTo } = stubFetch(
      editorStubs({
        'GET /api/v1/catalogs/33': {
          body: {
            id: 33,
            name: 'Garden set',
            slug: 'garden-set',
            category_id: 7,
            description: null,
            image: null,
            image_sizes: {},
            author_id: 5,
            author: null,
            status: 'approved',
            remark_request_for_edit: null,
            products: [],
            created_at: '2030-01-01T00:00:00.000Z',
            updated_at: '2030-01-01T00:00:00.000Z',
            pending_revision: null,
          },
        },
        'GET /api/v1/bidding-items': itemsPage([]),
        'POST /api/v1/biddings/create-bidding-item': { body: biddingItem({ content_id: null, catalog_id: 33 }) },
      }),
    );
    const user = await openBiddingTab('/admin/content/catalogs/33');
    await user.click(await screen.findByRole('button', { name: 'Place first' }));

    await waitFor(() => expect(callsTo('POST', '/biddings/create-bidding-item')).toHaveLength(1));
    expect(await callsTo('POST', '/biddings/create-bidding-item')[0]?.json()).toMatchObject({ catalog_id: 33 });
    expect(queryOf(callsTo('GET', '/bidding-items')[0])).toMatchObject({ 'filter[catalog_id]': '33' });
  });

  it('is not offered for an article, whose list has no paid first place', async () => {
    stubFetch(
      editorStubs({
        'GET /api/v1/contents/91': { body: fullContent({ id: 91, content_type_id: 2, title: 'Opening day' }) },
      }),
    );
    renderApp('/admin/content/articles/91', { language: 'en' });
    expect(await screen.findByDisplayValue('Opening day')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Bidding' })).toBeNull();
  });
});
