/**
 * An item's price (save-price-of-planner-item): checked at the field before it is sent, sent as typed in the path
 * with its currency, and the planner's totals taken from the answer.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillIn } from '@/test/fill-in';
import { renderApp, siteStubs, stubFetch } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';
import { change, detail, item, RATE, totals } from '../test/planner-fixtures';

beforeAll(async () => {
  await import('./planner-page');
}, 60_000);

describe('an item’s price', { timeout: 45_000 }, () => {
  it('refuses a negative price at the field, then saves a euro price and shows the new totals', async () => {
    const cake = item({ id: 11, title: 'Order the cake' });
    const repriced = change(
      { ...cake, price_minor: 9_950, currency_id: 2, priced_rate: RATE, price_rsd_minor: 1_165_875 },
      {
        title: 'Garden party',
        items_count: 1,
        totals: totals({
          rsd_minor: 0,
          eur_minor: 9_950,
          counted_items: 1,
          grand_total_rsd_minor: 1_165_875,
          priced_total_rsd_minor: 1_165_875,
        }),
      },
    );
    const { callsTo } = stubFetch({
      ...siteStubs(),
      ...signInAs('USER'),
      'GET /api/v1/planners/planner-categories/1': { body: detail({ id: 1, title: 'Garden party' }, [cake]) },
      'POST /api/v1/planner-items/save-price-of-planner-item/11/99%2C5/2': { body: repriced },
    });
    const user = userEvent.setup();
    renderApp('/my/planners/1', { language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'Actions for “Order the cake”' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price: Order the cake' });
    const price = within(dialog).getByRole('textbox', { name: 'Price' });
    expect((price as HTMLInputElement).value).toBe('12500.00');

    await user.clear(price);
    await fillIn(user, price, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const priceRule = 'Enter a price from 0 to 99,999,999.99, with at most two decimals.';
    expect(await within(dialog).findByText(priceRule)).toBeTruthy();
    // A planner's price stops at eight whole digits, so its totals stay exact (PLANNER_PRICE_PATTERN).
    await user.clear(price);
    await fillIn(user, price, '123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(priceRule)).toBeTruthy();
    expect(callsTo('POST', '/planner-items/save-price-of-planner-item/11/123456789/1')).toHaveLength(0);

    await user.clear(price);
    await fillIn(user, price, '99,5');
    await user.click(within(dialog).getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'EUR (euro)' }));
    expect(within(dialog).getByText(/A euro price keeps today’s NBS middle rate/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The price is saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = screen.getByRole('heading', { level: 3, name: 'Order the cake' }).closest('li')!;
    expect(within(card).getByText('€99.50')).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Totals' });
    expect(within(panel).getByText('€99.50')).toBeTruthy();
    expect(within(panel).getByText('RSD 11,658.75')).toBeTruthy();
    expect(callsTo('POST', '/planner-items/save-price-of-planner-item/11/99%2C5/2')).toHaveLength(1);
  });
});
