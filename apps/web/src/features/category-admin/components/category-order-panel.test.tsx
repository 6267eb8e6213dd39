import type { TCategory } from '@izlog/contract/categories';
import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch, type TStubAnswer, type TStubTable } from '@/test/render-app';
import { categoriesAnswer, categoryAdminStubs, menu, productCategories } from '../test/category-admin-stubs';
import { SLOW_MACHINE_MS, WARM_UP_MS, warmUpCategoryAdmin } from '../test/warm-up';

beforeAll(warmUpCategoryAdmin, WARM_UP_MS);

// jsdom lays nothing out; dnd-kit's keyboard moves need rows with places: each row 60px below the one before.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('[data-sortable-item]');
    if (!row?.parentElement) return new DOMRect(0, 0, 0, 0);
    const index = [...row.parentElement.children].indexOf(row);
    return new DOMRect(0, index * 60, 400, 50);
  });
});
afterEach(() => vi.restoreAllMocks());

async function openReordering(choice: string, language: 'en' | 'srp' = 'en') {
  const user = userEvent.setup();
  renderApp('/admin/categories', { language });
  const open = language === 'en' ? 'Categories and menu' : 'Kategorije i meni';
  await user.click(await screen.findByRole('button', { name: open }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: open }, { timeout: 10_000 });
  await user.click(within(dialog).getByRole('button', { name: choice }));
  return { user, dialog };
}

const namesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-sortable-label]')?.textContent);

/** GET /categories answers the order saved by the last successful POST (the order this test expects it to send). */
function orderStubs(saveAnswer: TStubAnswer, orderSent: number[]): TStubTable {
  let categories: TCategory[] = productCategories;
  return {
    'GET /api/v1/categories': (request: Request) => categoriesAnswer(categories)(request),
    'POST /api/v1/categories/update-category-order/3': () => {
      if ((saveAnswer.status ?? 200) === 200) {
        categories = orderSent.map((id) => productCategories.find((item) => item.id === id)!);
      }
      return saveAnswer;
    },
  };
}

describe('edit-category modal: reordering', { timeout: SLOW_MACHINE_MS }, () => {
  it('moves a category with the keyboard, announces each step and saves the new order', async () => {
    const { callsTo } = stubFetch(categoryAdminStubs(orderStubs({ body: [] }, [12, 11, 13])));
    const { user, dialog } = await openReordering('Reorder categories');
    const list = await within(dialog).findByRole('list', { name: 'Categories of Products in menu order' });
    expect(namesIn(list)).toEqual(['Shoes', 'Boots', 'Bags']);
    expect(within(list).getByText('Under Shoes')).toBeTruthy();

    within(list).getByRole('button', { name: 'Move Shoes' }).focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Picked up Shoes. It is at position 1 of 3.')).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByText('Shoes is now at position 2 of 3.')).toBeTruthy();
    await user.keyboard(' ');

    expect(await screen.findByText('Shoes was dropped at position 2 of 3.')).toBeTruthy();
    await waitFor(() => expect(namesIn(list)).toEqual(['Boots', 'Shoes', 'Bags']));
    await waitFor(() => expect(callsTo('POST', '/categories/update-category-order/3')).toHaveLength(1));
    expect(await callsTo('POST', '/categories/update-category-order/3')[0]?.json()).toEqual({ order: [12, 11, 13] });
    expect(await screen.findByText('The new order is saved.')).toBeTruthy();
    expect(namesIn(list)).toEqual(['Boots', 'Shoes', 'Bags']);
  });

  it('puts the old order back and shows the server message when saving fails', async () => {
    const failure = { status: 422, body: [{ field: 'order', message: 'Category 12 does not exist.' }] };
    const { callsTo } = stubFetch(categoryAdminStubs(orderStubs(failure, [11, 13, 12])));
    const { user, dialog } = await openReordering('Reorder categories');
    const list = await within(dialog).findByRole('list', { name: 'Categories of Products in menu order' });

    within(list).getByRole('button', { name: 'Move Bags' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');

    await waitFor(() => expect(callsTo('POST', '/categories/update-category-order/3')).toHaveLength(1));
    expect(await callsTo('POST', '/categories/update-category-order/3')[0]?.json()).toEqual({ order: [11, 13, 12] });
    expect(await screen.findByText('Category 12 does not exist.')).toBeTruthy();
    expect(notificationsStore.getState().notifications.at(-1)?.color).toBe('red');
    await waitFor(() => expect(namesIn(list)).toEqual(['Shoes', 'Boots', 'Bags']));
  });

  it('reorders the content types of the menu, with the announcements in Serbian', async () => {
    const reordered = [menu[1], menu[0], menu[2], menu[3]].map((option, index) => ({
      ...option!,
      position: index + 1,
    }));
    let savedMenu = menu;
    const { callsTo } = stubFetch(
      categoryAdminStubs({
        'GET /api/v1/licence-content-type-options': () => ({ body: savedMenu }),
        'POST /api/v1/categories/update-content-type-order': () => {
          savedMenu = reordered;
          return { body: reordered };
        },
      }),
    );
    const { user, dialog } = await openReordering('Poređaj meni', 'srp');
    const list = await within(dialog).findByRole('list', { name: 'Tipovi sadržaja po redosledu u meniju' });
    expect(namesIn(list)).toEqual(['Proizvodi', 'Vesti', 'Blog', 'Stranice']);

    within(list).getByRole('button', { name: 'Pomeri: Vesti' }).focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Podignuta stavka Vesti. Na mestu je 2 od 4.')).toBeTruthy();
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');

    await waitFor(() => expect(callsTo('POST', '/categories/update-content-type-order')).toHaveLength(1));
    expect(await callsTo('POST', '/categories/update-content-type-order')[0]?.json()).toEqual({ order: [2, 3, 1, 4] });
    expect(await screen.findByText('Novi redosled je sačuvan.')).toBeTruthy();
    // The header's menu follows at once.
    const mainMenu = screen.getByRole('navigation', { name: 'Glavni meni' });
    await waitFor(() =>
      expect(
        within(mainMenu)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Vesti', 'Proizvodi', 'Blog']),
    );
  });
});
