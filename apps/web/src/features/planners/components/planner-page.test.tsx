/**
 * A planner's page (/my/planners/:id): items grouped by category and, on request, by date (undated last), a euro
 * price also in dinars at its own rate, the totals kept in view and taken from each write's answer, moving an item
 * to another planner, and another user's planner as the not-found page.
 */
import type { TPlannerDetail } from '@izlog/contract/planners';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp, siteStubs, stubFetch, type TStubTable } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';
import { change, detail, euroProduct, item, planner, plannersPage, RATE, totals } from '../test/planner-fixtures';

beforeAll(async () => {
  await import('./planner-page');
}, 60_000);

const cake = item({ id: 11, title: 'Order the cake', scheduled_date: '2027-06-12', scheduled_time: '10:00' });
const balloons = item({
  id: 13,
  title: 'Balloons',
  scheduled_date: '2027-06-11',
  scheduled_time: null,
  price_minor: null,
  currency_id: null,
  price_rsd_minor: null,
  show_publicly: true,
  status: 'pending',
});
const table = euroProduct();
const page = detail({ id: 1, title: 'Garden party', items_count: 3 }, [balloons, cake, table]);

const stubs = (extra: TStubTable = {}): TStubTable => ({
  ...siteStubs(),
  ...signInAs('USER'),
  'GET /api/v1/planners/planner-categories/1': { body: page },
  ...extra,
});

const headings = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((text) => text !== 'Totals' && text !== 'Calendar');

describe('a planner’s page', { timeout: 45_000 }, () => {
  it('groups the items by category, and by date on request with the undated last', async () => {
    renderPlanner(stubs());
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Garden party' }, { timeout: 10_000 })).toBeTruthy();
    expect(headings()).toEqual(['Decoration', 'Furniture']);
    const decoration = screen.getByRole('region', { name: 'Decoration' });
    expect(
      within(decoration)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Balloons', 'Order the cake']);

    await user.click(screen.getByRole('radio', { name: 'Date' }));
    expect(headings()).toEqual([
      expect.stringMatching(/11 June 2027/),
      expect.stringMatching(/12 June 2027/),
      'Without a date',
    ]);
    expect(within(screen.getByRole('region', { name: 'Without a date' })).getByText('Oak table')).toBeTruthy();
  });

  it('shows each item’s facts: the linked product’s page, a euro price in dinars at its rate, and its public status', async () => {
    renderPlanner(stubs());

    const tableCard = (
      await screen.findByRole('heading', { level: 3, name: 'Oak table' }, { timeout: 10_000 })
    ).closest('li')!;
    expect(within(tableCard).getByText('Product')).toBeTruthy();
    expect(within(tableCard).getByRole('link', { name: 'Product page' }).getAttribute('href')).toBe(
      '/products/oak-table',
    );
    expect(within(tableCard).getByText('€100')).toBeTruthy();
    expect(within(tableCard).getByText('≈ RSD 11,717.34 at 117.1734 of 21 Nov 2026')).toBeTruthy();

    const cakeCard = screen.getByRole('heading', { level: 3, name: 'Order the cake' }).closest('li')!;
    expect(within(cakeCard).getByText('12 Jun 2027, 10:00')).toBeTruthy();
    expect(within(cakeCard).getByText('Knez Mihailova 5, Beograd, Srbija')).toBeTruthy();
    expect(within(cakeCard).getByText('RSD 12,500')).toBeTruthy();
    expect(within(cakeCard).queryByText('Waiting for a moderator')).toBeNull();

    const balloonsCard = screen.getByRole('heading', { level: 3, name: 'Balloons' }).closest('li')!;
    expect(within(balloonsCard).getByText('No price')).toBeTruthy();
    expect(within(balloonsCard).getByText('Waiting for a moderator')).toBeTruthy();
    expect(within(balloonsCard).getByText(/nobody sees it until you make the planner public/)).toBeTruthy();
  });

  it('keeps the totals in view and takes them from a write’s answer, without asking for the page again', async () => {
    const afterSwitch = change(
      { ...table, calculate_price: false },
      {
        title: 'Garden party',
        items_count: 3,
        totals: totals({
          eur_minor: 0,
          counted_items: 1,
          grand_total_rsd_minor: 1_250_000,
          priced_total_rsd_minor: 1_250_000,
        }),
      },
    );
    const { callsTo } = renderPlanner(
      stubs({ 'POST /api/v1/planner-items/change-calculate-price/12/0': { body: afterSwitch } }),
    );
    const user = userEvent.setup();

    const panel = await screen.findByRole('region', { name: 'Totals' }, { timeout: 10_000 });
    expect(within(panel).getByText('RSD 12,617.17')).toBeTruthy();
    expect(within(panel).getByText('€100')).toBeTruthy();
    expect(within(panel).getByText(/at the NBS middle rate of 21 Nov 2026 \(117\.1734 RSD for 1 EUR\)/)).toBeTruthy();
    expect(within(panel).getByText('Items counted in the totals: 2 of 3.')).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Count in the totals: Oak table' }));
    await waitFor(() => expect(within(panel).getByText('€0')).toBeTruthy());
    expect(within(panel).getAllByText('RSD 12,500')).toHaveLength(2);
    expect(within(panel).getByText('Items counted in the totals: 1 of 3.')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Count in the totals: Oak table' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(callsTo('GET', '/planners/planner-categories/1')).toHaveLength(1);
  });

  it('says by how much the rate changed since a euro price was set, and says nothing of rounding alone', async () => {
    const pricedEarlier = { ...table, priced_rate: { middle: '117.1500', parity: 1, date: '2026-11-10' } };
    const withTotals = (grand: number, items = [balloons, cake, table]) => ({
      ...detail({ id: 1, title: 'Garden party' }, items),
      planner: { ...page.planner, totals: totals({ grand_total_rsd_minor: grand }) },
    });
    let answer = withTotals(1_262_000, [balloons, cake, pricedEarlier]);
    renderPlanner(stubs({ 'GET /api/v1/planners/planner-categories/1': () => ({ body: answer }) }));
    const panel = await screen.findByRole('region', { name: 'Totals' }, { timeout: 10_000 });
    expect(
      within(panel).getByText(
        'The rate has changed since the euro prices were set: at the rates of their day the total was RSD 12,617.17, a difference of +RSD 2.83.',
      ),
    ).toBeTruthy();

    // Every euro item at today's rate: a para of difference is each item's rounding against the sum's, not the rate.
    cleanup();
    answer = withTotals(1_261_718);
    renderApp('/my/planners/1', { language: 'en' });
    const samePanel = await screen.findByRole('region', { name: 'Totals' }, { timeout: 10_000 });
    expect(within(samePanel).getByText('RSD 12,617.18')).toBeTruthy();
    expect(within(samePanel).queryByText(/The rate has changed/)).toBeNull();
  });

  it('keeps the totals in a bar at the bottom of a phone’s screen, with what the rate did since pricing', async () => {
    const standInMatchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...standInMatchMedia(query), matches: /max-width/.test(query) });
    try {
      const pricedEarlier = { ...table, priced_rate: { middle: '117.1500', parity: 1, date: '2026-11-10' } };
      renderPlanner(
        stubs({
          'GET /api/v1/planners/planner-categories/1': {
            body: {
              ...detail({ id: 1, title: 'Garden party' }, [balloons, cake, pricedEarlier]),
              planner: { ...page.planner, totals: totals({ grand_total_rsd_minor: 1_262_000 }) },
            },
          },
        }),
      );
      const bar = await screen.findByRole('region', { name: 'Totals' }, { timeout: 10_000 });
      expect(bar.style.position).toBe('sticky');
      expect(bar.style.bottom).toBe('0px');
      expect(within(bar).getByText('RSD 12,620')).toBeTruthy();
      expect(within(bar).getByText('at the NBS middle rate of 21 Nov 2026')).toBeTruthy();
      expect(within(bar).getByText('The rate changed the total by +RSD 2.83 since pricing.')).toBeTruthy();
      // The bar comes after the items, so it sticks to the bottom while they scroll above it.
      const lastItem = screen.getByRole('heading', { level: 3, name: 'Oak table' });
      expect(lastItem.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    } finally {
      window.matchMedia = standInMatchMedia;
    }
  });

  it('moves an item to another planner: it leaves this page, whose totals come from the answer', async () => {
    const wedding = planner({ id: 2, title: 'Wedding' });
    const moved = {
      ...change({ ...table, planner_id: 2 }, { id: 2, title: 'Wedding' }),
      from: planner({
        id: 1,
        title: 'Garden party',
        items_count: 2,
        totals: totals({
          eur_minor: 0,
          counted_items: 1,
          grand_total_rsd_minor: 1_250_000,
          priced_total_rsd_minor: 1_250_000,
        }),
      }),
    };
    const { callsTo } = renderPlanner(
      stubs({
        'GET /api/v1/planners': plannersPage([page.planner, wedding]),
        'POST /api/v1/planner-items/switch-to-another-planner/12/2': { body: moved },
      }),
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Actions for “Oak table”' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to another planner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move: Oak table' });
    // Only the user's other planners are offered.
    await user.click(within(dialog).getByRole('combobox', { name: 'To the planner' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Wedding']);
    await user.click(screen.getByRole('option', { name: 'Wedding' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    expect(await screen.findByText('“Oak table” is moved to the planner “Wedding”.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'Oak table' })).toBeNull());
    expect(headings()).toEqual(['Decoration']);
    expect(
      within(screen.getByRole('region', { name: 'Totals' })).getByText('Items counted in the totals: 1 of 2.'),
    ).toBeTruthy();
    // The table was its group's only item: focus goes to the group before, not to the top of the page.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Decoration' })),
    );
    expect(callsTo('POST', '/planner-items/switch-to-another-planner/12/2')).toHaveLength(1);
  });

  it('removes an item only after a confirm, and puts focus on the nearest item left', async () => {
    const { callsTo } = renderPlanner(
      stubs({
        'POST /api/v1/planner-items/delete-planner-item/11/1': {
          body: { planner: planner({ id: 1, title: 'Garden party', items_count: 2 }) },
        },
      }),
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Actions for “Order the cake”' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove from the planner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Order the cake” from the planner?' });
    expect(callsTo('POST', '/planner-items/delete-planner-item/11/1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'Order the cake' })).toBeNull());
    expect(screen.getByRole('heading', { level: 3, name: 'Balloons' })).toBeTruthy();
    // The cake was its group's last: the item before it keeps the keyboard where the user was.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for “Balloons”' })),
    );
  });

  it('says why the phone’s bar has no grand total, or an older rate, as the panel does', async () => {
    const standInMatchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...standInMatchMedia(query), matches: /max-width/.test(query) });
    try {
      let rate: 'stale' | 'none' = 'stale';
      const answer = () => ({
        ...page,
        planner: {
          ...page.planner,
          totals:
            rate === 'stale'
              ? totals({ rate: { ...RATE, stale: true } })
              : totals({ rate: null, grand_total_rsd_minor: null }),
        },
      });
      renderPlanner(stubs({ 'GET /api/v1/planners/planner-categories/1': () => ({ body: answer() }) }));
      let bar = await screen.findByRole('region', { name: 'Totals' }, { timeout: 10_000 });
      expect(
        within(bar).getByText(/Today’s rate is not published yet, so the latest known one applies\./),
      ).toBeTruthy();

      cleanup();
      rate = 'none';
      renderApp('/my/planners/1', { language: 'en' });
      bar = await screen.findByRole('region', { name: 'Totals' }, { timeout: 10_000 });
      expect(within(bar).getByText('—')).toBeTruthy();
      expect(
        within(bar).getByText('No euro rate is known, so the grand total in dinars cannot be worked out.'),
      ).toBeTruthy();
    } finally {
      window.matchMedia = standInMatchMedia;
    }
  });

  it('says a linked product that left the site is no longer there, instead of a link', async () => {
    const gone = euroProduct({ content: null });
    renderPlanner(
      stubs({
        'GET /api/v1/planners/planner-categories/1': { body: detail({ id: 1, title: 'Garden party' }, [gone]) },
      }),
    );
    const card = (await screen.findByRole('heading', { level: 3, name: 'Oak table' }, { timeout: 10_000 })).closest(
      'li',
    )!;
    expect(within(card).getByText('This product is no longer on the site.')).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
    // It keeps its price, which the totals still count.
    expect(within(card).getByText('€100')).toBeTruthy();
  });

  it('says a public planner waits for a moderator, and a refused one how to be looked at again', async () => {
    let shown: TPlannerDetail = { ...page, planner: { ...page.planner, is_public: true, status: 'pending' } };
    renderPlanner(stubs({ 'GET /api/v1/planners/planner-categories/1': () => ({ body: shown }) }));
    const user = userEvent.setup();
    expect(
      await screen.findByText(
        'Visitors will see it once a moderator approves its title and description.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getAllByText('Waiting for a moderator').length).toBeGreaterThan(0);
    // Visitors cannot open it yet, so there is no link to its public page.
    expect(screen.queryByRole('link', { name: 'Open the planner’s public page' })).toBeNull();

    cleanup();
    shown = { ...shown, planner: { ...shown.planner, status: 'disapproved' } };
    renderApp('/my/planners/1', { language: 'en' });
    expect(await screen.findByText(/A moderator did not approve the planner’s title or description/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit the title and description' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the planner' });
    expect(within(dialog).getByText(/A moderator reviews a public planner’s title and description/)).toBeTruthy();

    cleanup();
    shown = { ...shown, planner: { ...shown.planner, status: 'approved' } };
    renderApp('/my/planners/1', { language: 'en' });
    expect(await screen.findByRole('link', { name: 'Open the planner’s public page' })).toBeTruthy();
    expect(screen.queryByText(/moderator approves its title/)).toBeNull();
  });

  it('is the not-found page for a planner that is not the user’s', async () => {
    renderPlanner(
      stubs({
        'GET /api/v1/planners/planner-categories/1': {
          status: 404,
          body: { name: 'Not Found', message: 'Not found.', status: 404 },
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 10_000 })).toBeTruthy();
  });
});

function renderPlanner(table: TStubTable) {
  const fetchStub = stubFetch(table);
  renderApp('/my/planners/1', { language: 'en' });
  return fetchStub;
}
