import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { category } from '@/test/catalogue-fixtures';
import { renderApp, siteStubs, stubFetch, type TStubTable, testLicence } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';
import { biddingItem, itemsPage } from '../test/bidding-fixtures';

beforeAll(async () => {
  await import('./first-places-page');
}, 60_000);

const queryOf = (request: Request | undefined) => Object.fromEntries(new URL(request?.url ?? 'http://x').searchParams);

const chair = biddingItem();
const gardenSet = biddingItem({
  id: 502,
  content_id: null,
  catalog_id: 33,
  title: 'Garden set',
  category: { id: 8, name: 'Garden' },
  state: 'scheduled',
  remaining_days: 30,
  impressions: 0,
  clicks: 0,
});

function pageStubs(role: 'ADMIN' | 'EDITOR', extra: TStubTable = {}): TStubTable {
  return {
    ...siteStubs({ bidding_duration: 30 }),
    ...signInAs(role),
    'GET /api/v1/categories': {
      body: [category({ id: 7, name: 'Chairs', content_type_id: 3 }), category({ id: 8, name: 'Garden' })],
    },
    'GET /api/v1/bidding-items': (request) => {
      const query = queryOf(request);
      if (query['filter[state]'] === 'scheduled') return itemsPage([gardenSet]);
      if (query['filter[state]'] === 'ended') return itemsPage([]);
      return itemsPage([chair, gardenSet], { page: Number(query.page ?? 1), pages: 2 });
    },
    ...extra,
  };
}

describe('the first places page', { timeout: 45_000 }, () => {
  it('lists every first place with its item, category, state and numbers, linked to the item’s editor', async () => {
    const { callsTo } = stubFetch(pageStubs('EDITOR'));
    renderApp('/admin/first-places', { language: 'en' });

    expect(await screen.findByRole('heading', { level: 1, name: 'First places' }, { timeout: 10_000 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'First places' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'Oak chair' })
        .getAttribute('href'),
    ).toBe('/admin/content/products/90');
    expect(within(first as HTMLElement).getByText('Chairs')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('1,234')).toBeTruthy();
    expect(
      within(second as HTMLElement)
        .getByRole('link', { name: 'Garden set' })
        .getAttribute('href'),
    ).toBe('/admin/content/catalogs/33');
    expect(within(second as HTMLElement).getByText('Scheduled')).toBeTruthy();
    expect(queryOf(callsTo('GET', '/bidding-items')[0])).toMatchObject({ page: '1', page_count: '20' });
    // The back office lists the page; an editor does not set the duration (SPEC §6: the admin's).
    expect(screen.getByRole('link', { name: 'First places' })).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('filters by state and pages through the list, keeping both in the address', async () => {
    const { callsTo } = stubFetch(pageStubs('EDITOR'));
    const user = userEvent.setup();
    renderApp('/admin/first-places', { language: 'en' });

    await screen.findByRole('list', { name: 'First places' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queryOf(callsTo('GET', '/bidding-items').at(-1))).toMatchObject({ page: '2' }));

    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Ended' }));
    expect(await screen.findByText('No first places match these filters.')).toBeTruthy();
    // A new filter starts again at the first page.
    expect(queryOf(callsTo('GET', '/bidding-items').at(-1))).toEqual({
      'filter[state]': 'ended',
      page: '1',
      page_count: '20',
    });
  });

  it('shows an item’s report per day as a table with totals, the chart beside it hidden from screen readers', async () => {
    stubFetch(
      pageStubs('EDITOR', {
        'GET /api/v1/biddings/bidding-report/501': {
          body: {
            item: chair,
            days: [
              { day: '2030-03-01', impressions: 400, clicks: 10 },
              { day: '2030-03-02', impressions: 834, clicks: 46 },
            ],
          },
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/first-places', { language: 'en' });

    const list = await screen.findByRole('list', { name: 'First places' }, { timeout: 10_000 });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    const toggle = within(first).getByRole('button', { name: 'Report' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);

    const table = await within(first).findByRole('table', { name: 'Impressions and clicks per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayImpressionsClicks',
      '1 Mar 203040010',
      '2 Mar 203083446',
      'Total1,23456',
    ]);
    expect(within(first).getByRole('button', { name: 'Hide report' }).getAttribute('aria-expanded')).toBe('true');
    expect(first.querySelector('svg[aria-hidden="true"] rect')).toBeTruthy();
  });

  it('lets an admin set the duration with the slider, and reads the licence details again after the save', async () => {
    let duration = 30;
    const { callsTo } = stubFetch(
      pageStubs('ADMIN', {
        'GET /api/v1/licences/get-licence-details': () => ({ body: { ...testLicence, bidding_duration: duration } }),
        // The server answers the licence details with the new duration.
        'POST /api/v1/biddings/update-bidding-duration': () => {
          duration = 32;
          return { body: { ...testLicence, bidding_duration: duration } };
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/first-places', { language: 'en' });

    const slider = await screen.findByRole('slider', { name: 'Duration (days)' }, { timeout: 10_000 });
    expect(slider.getAttribute('aria-valuenow')).toBe('30');
    const save = screen.getByRole('button', { name: 'Save the duration' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    slider.focus();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('32');
    expect(slider.getAttribute('aria-valuetext')).toBe('Days: 32');
    const detailsReads = callsTo('GET', '/licences/get-licence-details').length;
    await user.click(save);

    expect(await screen.findByText('The first-place duration was saved.')).toBeTruthy();
    expect(await callsTo('POST', '/biddings/update-bidding-duration')[0]?.json()).toEqual({ duration: 32 });
    await waitFor(() => expect(callsTo('GET', '/licences/get-licence-details').length).toBeGreaterThan(detailsReads));
    // The site's duration is now the slider's: nothing left to save.
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(true));
  });

  it('says so when nothing has been placed first yet', async () => {
    stubFetch(pageStubs('EDITOR', { 'GET /api/v1/bidding-items': itemsPage([]) }));
    renderApp('/admin/first-places', { language: 'en' });
    expect(await screen.findByText('No item has been placed first yet.', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('is not for a client: the page says they may not, and asks for nothing', async () => {
    const { callsTo } = stubFetch({ ...siteStubs(), ...signInAs('CLIENT') });
    renderApp('/admin/first-places', { language: 'en' });
    expect(await screen.findByText('Unauthorized access!', {}, { timeout: 10_000 })).toBeTruthy();
    expect(callsTo('GET', '/bidding-items')).toHaveLength(0);
  });
});
