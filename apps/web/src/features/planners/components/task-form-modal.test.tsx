/**
 * The task form (SPEC §5 "Task: title, category, full address, date and time"): the rules at the field before
 * anything is sent, the address picked from the suggestions, the multipart body the server reads, a 422 beside its
 * field, and the new task on the page with the totals of the answer.
 */
import type { TPlaceSuggestion } from '@izlog/contract/places';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { category } from '@/test/catalogue-fixtures';
import { fillIn } from '@/test/fill-in';
import { renderApp, siteStubs, stubFetch, type TStubTable } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';
import { change, detail, item, totals } from '../test/planner-fixtures';

beforeAll(async () => {
  await import('./planner-page');
  await import('./task-form-modal');
}, 60_000);

const empty = detail(
  {
    id: 1,
    title: 'Garden party',
    items_count: 0,
    totals: totals({
      rsd_minor: 0,
      eur_minor: 0,
      counted_items: 0,
      grand_total_rsd_minor: 0,
      priced_total_rsd_minor: 0,
    }),
  },
  [],
);
const place: TPlaceSuggestion = {
  address: 'Knez Mihailova 5',
  city: 'Beograd',
  country: 'Srbija',
  label: 'Knez Mihailova 5, Beograd, Srbija',
};

const stubs = (extra: TStubTable = {}): TStubTable => ({
  ...siteStubs(),
  ...signInAs('USER'),
  'GET /api/v1/planners/planner-categories/1': { body: empty },
  'GET /api/v1/categories': { body: [category({ id: 4, name: 'Decoration' }), category({ id: 5, name: 'Furniture' })] },
  'GET /api/v1/places/suggest': { body: [place] },
  ...extra,
});

async function openTaskForm() {
  const user = userEvent.setup();
  renderApp('/my/planners/1', { language: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Add a task' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'New task' });
  return { user, dialog };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await fillIn(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'Order the cake');
  await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
  await user.click(await screen.findByRole('option', { name: 'Decoration' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Address' }), 'Knez Mihailova 5, Be');
  await user.click(await screen.findByRole('option', { name: 'Knez Mihailova 5, Beograd, Srbija' }));
  fireEvent.change(dateInput(dialog), { target: { value: '2027-06-12' } });
  fireEvent.change(timeInput(dialog), { target: { value: '10:00' } });
}

const dateInput = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Date/, { selector: 'input' });
const timeInput = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Time/, { selector: 'input' });

describe('the task form', { timeout: 60_000 }, () => {
  it('says at each field what SPEC §5 asks before anything is sent', async () => {
    const { callsTo } = stubFetch(stubs());
    const { user, dialog } = await openTaskForm();

    await user.click(within(dialog).getByRole('button', { name: 'Add the task' }));
    const invalid = (input: HTMLElement) => input.getAttribute('aria-invalid') === 'true';
    await waitFor(() => expect(invalid(within(dialog).getByRole('textbox', { name: 'Title' }))).toBe(true));
    expect(invalid(within(dialog).getByRole('combobox', { name: 'Category' }))).toBe(true);
    expect(invalid(within(dialog).getByRole('textbox', { name: 'Address' }))).toBe(true);
    expect(invalid(dateInput(dialog))).toBe(true);
    expect(invalid(timeInput(dialog))).toBe(true);
    for (const message of [
      'Enter at least 2 characters.',
      'This field is required.',
      'Choose the location from the list of suggestions.',
      'Enter a valid date (YYYY-MM-DD).',
      'Enter the time as HH:MM.',
    ]) {
      expect(within(dialog).getByText(message)).toBeTruthy();
    }

    // A price needs its currency, and is a number of at most eight whole digits and two decimals (the server's rule).
    const priceRule = 'Enter a price from 0 to 99,999,999.99, with at most two decimals.';
    await user.type(within(dialog).getByRole('textbox', { name: 'Price' }), '12,345');
    expect(await within(dialog).findByText(priceRule)).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Price' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Price' }), '123456789');
    expect(await within(dialog).findByText(priceRule)).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Price' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Price' }), '99999999,99');
    await waitFor(() => expect(within(dialog).queryByText(priceRule)).toBeNull());
    await user.clear(within(dialog).getByRole('textbox', { name: 'Price' }));
    await fillIn(user, within(dialog).getByRole('textbox', { name: 'Price' }), '100');
    // Choosing the chosen currency again leaves none (the select's clear button is the mouse's only).
    await user.click(within(dialog).getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'RSD (dinar)' }));
    expect(await within(dialog).findByText('Choose the price’s currency.')).toBeTruthy();
    expect(callsTo('POST', '/planner-items/create-planner-task/1')).toHaveLength(0);
  });

  it('sends the whole task as multipart, and shows it with the totals of the answer', async () => {
    const created = item({
      id: 21,
      title: 'Order the cake',
      price_minor: 10_000,
      currency_id: 2,
      priced_rate: { middle: '117.1734', parity: 1, date: '2026-11-21' },
      price_rsd_minor: 1_171_734,
    });
    const { callsTo, sentFormData } = stubFetch(
      stubs({
        'POST /api/v1/planner-items/create-planner-task/1': {
          body: change(created, {
            title: 'Garden party',
            items_count: 1,
            totals: totals({
              rsd_minor: 0,
              eur_minor: 10_000,
              counted_items: 1,
              grand_total_rsd_minor: 1_171_734,
              priced_total_rsd_minor: 1_171_734,
            }),
          }),
        },
      }),
    );
    const { user, dialog } = await openTaskForm();
    await fillRequired(user, dialog);
    await fillIn(user, within(dialog).getByRole('textbox', { name: 'Price' }), '100');
    await user.click(within(dialog).getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'EUR (euro)' }));
    await user.click(within(dialog).getByRole('switch', { name: /Show publicly/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add the task' }));

    expect(await screen.findByText('The task is added.')).toBeTruthy();
    const body = sentFormData(callsTo('POST', '/planner-items/create-planner-task/1')[0]);
    expect(Object.fromEntries(body!.entries())).toEqual({
      title: 'Order the cake',
      category_id: '4',
      address: 'Knez Mihailova 5',
      city: 'Beograd',
      country: 'Srbija',
      scheduled_date: '2027-06-12',
      scheduled_time: '10:00',
      price: '100',
      currency_id: '2',
      calculate_price: 'true',
      show_publicly: 'true',
      show_price_publicly: 'false',
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Order the cake' })).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Totals' });
    expect(within(panel).getByText('€100')).toBeTruthy();
    expect(within(panel).getByText('RSD 11,717.34')).toBeTruthy();
  });

  it('puts the server’s 422 beside the field it names, focused, and keeps the form open', async () => {
    stubFetch(
      stubs({
        'POST /api/v1/planner-items/create-planner-task/1': {
          status: 422,
          body: [{ field: 'category_id', message: 'Choose one of the site’s categories.' }],
        },
      }),
    );
    const { user, dialog } = await openTaskForm();
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add the task' }));

    const categoryInput = within(dialog).getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(categoryInput.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Choose one of the site’s categories.')).toBeTruthy();
    // The refused field comes into view and takes focus, so the message is found.
    await waitFor(() => expect(document.activeElement).toBe(categoryInput));
    expect(screen.getByRole('dialog', { name: 'New task' })).toBeTruthy();
  });
});
