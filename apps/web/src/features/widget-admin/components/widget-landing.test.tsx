/**
 * The widget modal's landing screen: the page's widgets by position with what each shows, delete only after a
 * confirmation, and moves by the keyboard that send the layout's and the widget's versions — a 409 shows the
 * server's message and the layout as the server has it.
 */
import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type TStubAnswer } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import {
  contactForm,
  homeLayout,
  layout,
  mostReadNews,
  newestProducts,
  widgetAdminStubs,
  writeAnswer,
} from '../test/widget-admin-stubs';
import { WidgetModal } from './widget-modal';

// jsdom lays nothing out; dnd-kit's keyboard moves need places: positions 320px apart, rows 100px apart.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const slot = this.closest<HTMLElement>('[data-board-slot]');
    if (!slot) return new DOMRect(0, 0, 0, 0);
    const column = Number(slot.dataset.column);
    const row = Number(slot.dataset.row);
    return new DOMRect((column - 1) * 320, row * 100, 300, 90);
  });
});
afterEach(() => vi.restoreAllMocks());

const section = (name: string) => screen.getByRole('region', { name });
const titlesIn = (name: string) =>
  [...section(name).querySelectorAll('[data-widget-title]')].map((element) => element.textContent);
const lastNotice = () => notificationsStore.getState().notifications.at(-1);

async function openLanding() {
  const view = renderWithProviders(<WidgetModal />);
  const dialog = await screen.findByRole('dialog', { name: 'Widgets: the home page' });
  await within(dialog).findByRole('region', { name: 'Position one' });
  return { ...view, dialog };
}

describe('widget modal: the landing screen', { timeout: 30_000 }, () => {
  it('lists the home page’s widgets by position, with what each shows, and says which position is empty', async () => {
    const { callsTo } = stubFetch(widgetAdminStubs());
    await openLanding();

    expect(callsTo('GET', '/content-widgets/get-page-widgets')[0]?.url).toContain('page_name=home');
    expect(titlesIn('Position one')).toEqual(['New in the shop', 'Most read news']);
    expect(titlesIn('Position two')).toEqual(['Write to us']);
    expect(titlesIn('Position three')).toEqual([]);
    expect(within(section('Position three')).getByText('No widgets in this position yet.')).toBeTruthy();

    const one = section('Position one');
    expect(await within(one).findByText('Products · Shoes')).toBeTruthy();
    expect(within(one).getByText('Newest first · items: 6, per row: 3')).toBeTruthy();
    expect(within(one).getByText('News · Tags: summer')).toBeTruthy();
    expect(within(one).getByText('Most read first · items: 4, per row: 2')).toBeTruthy();
    expect(within(section('Position two')).getByText('Contact form')).toBeTruthy();
    expect(within(section('Position two')).getByText('Messages go to: Sales')).toBeTruthy();
    for (const name of ['Position one', 'Position two', 'Position three']) {
      expect(within(section(name)).getByRole('button', { name: `Add widget: ${name}` })).toBeTruthy();
    }
    expect(within(one).getByRole('button', { name: 'Edit the widget Most read news' })).toBeTruthy();
  });

  it('shows a failed load with the server’s message and loads again on request', async () => {
    let attempts = 0;
    stubFetch(
      widgetAdminStubs((): TStubAnswer => {
        attempts += 1;
        return attempts === 1
          ? { status: 503, body: { name: 'Unavailable', message: 'The database is resting.', status: 503 } }
          : { body: homeLayout };
      }),
    );
    const { user } = renderWithProviders(<WidgetModal />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The widget layout could not be loaded')).toBeTruthy();
    expect(within(alert).getByText('The database is resting.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Position one' })).toBeTruthy();
    expect(titlesIn('Position one')).toEqual(['New in the shop', 'Most read news']);
  });

  it('deletes a widget only after a confirmation saying what happens, with the widget’s version', async () => {
    let current = homeLayout;
    const { callsTo } = stubFetch(
      widgetAdminStubs(() => ({ body: current }), {
        'POST /api/v1/content-widgets/delete-page-widget/11': () => {
          current = layout([[newestProducts], [contactForm], []], 8);
          return writeAnswer('The widget was deleted.', current);
        },
      }),
    );
    const { user } = await openLanding();

    await user.click(screen.getByRole('button', { name: 'Delete the widget Most read news' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the widget “Most read news”' });
    expect(
      within(confirm).getByText(
        'The widget disappears from Position one of the home page at once, and its settings and cover photo are deleted. The contents it showed stay as they are.',
      ),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Delete the widget/ })).toBeNull());
    expect(callsTo('POST', '/content-widgets/delete-page-widget/11')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Widgets: the home page' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete the widget Most read news' }));
    const again = await screen.findByRole('dialog', { name: 'Delete the widget “Most read news”' });
    await user.click(within(again).getByRole('button', { name: 'Delete the widget' }));

    await waitFor(() => expect(callsTo('POST', '/content-widgets/delete-page-widget/11')).toHaveLength(1));
    expect(await callsTo('POST', '/content-widgets/delete-page-widget/11')[0]?.json()).toEqual({
      delete_validity_check: 2,
    });
    await waitFor(() => expect(titlesIn('Position one')).toEqual(['New in the shop']));
    expect(lastNotice()?.message).toBe('The widget was deleted.');
  });

  it('moves a widget to another position with the keyboard, announcing each step, and sends both versions', async () => {
    let current = homeLayout;
    const { callsTo } = stubFetch(
      widgetAdminStubs(() => ({ body: current }), {
        'POST /api/v1/content-widgets/change-widget-position': () => {
          current = layout([[mostReadNews], [newestProducts, contactForm], []], 8);
          return writeAnswer('The widget was moved.', current, newestProducts);
        },
      }),
    );
    const { user } = await openLanding();

    screen.getByRole('button', { name: 'Move the widget New in the shop' }).focus();
    await user.keyboard(' ');
    expect(
      await screen.findByText('Picked up the widget New in the shop. It is at place 1, Position one.'),
    ).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('The widget New in the shop would go to place 1, Position two.')).toBeTruthy();
    await user.keyboard(' ');
    expect(await screen.findByText('The widget New in the shop was dropped at place 1, Position two.')).toBeTruthy();

    await waitFor(() => expect(callsTo('POST', '/content-widgets/change-widget-position')).toHaveLength(1));
    expect(await callsTo('POST', '/content-widgets/change-widget-position')[0]?.json()).toEqual({
      widget_id: 10,
      column_number: 2,
      new_position: 1,
      update_validity_check: 7,
      delete_validity_check: 4,
    });
    await waitFor(() => expect(titlesIn('Position two')).toEqual(['New in the shop', 'Write to us']));
    expect(titlesIn('Position one')).toEqual(['Most read news']);
    expect(lastNotice()?.message).toBe('The widget was moved.');
    // The next move carries the layout's new version.
    await waitFor(() => expect(callsTo('GET', '/content-widgets/get-page-widgets').length).toBeGreaterThan(1));
  });

  it('moves a widget down its own position with the keyboard', async () => {
    const { callsTo } = stubFetch(
      widgetAdminStubs(homeLayout, {
        'POST /api/v1/content-widgets/change-widget-position': writeAnswer('The widget was moved.', homeLayout),
      }),
    );
    const { user } = await openLanding();

    screen.getByRole('button', { name: 'Move the widget New in the shop' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByText('The widget New in the shop would go to place 2, Position one.')).toBeTruthy();
    await user.keyboard(' ');
    await waitFor(() => expect(callsTo('POST', '/content-widgets/change-widget-position')).toHaveLength(1));
    expect(await callsTo('POST', '/content-widgets/change-widget-position')[0]?.json()).toMatchObject({
      widget_id: 10,
      column_number: 1,
      new_position: 2,
    });
  });

  it('announces a keyboard move in Serbian, for the page it was opened for', async () => {
    const categoryLayout = { ...homeLayout, page_name: '11' };
    const { callsTo } = stubFetch(
      widgetAdminStubs(categoryLayout, {
        'POST /api/v1/content-widgets/change-widget-position': writeAnswer('Vidžet je premešten.', categoryLayout),
      }),
    );
    const { user } = renderWithProviders(<WidgetModal page={{ kind: 'category', id: 11, title: 'Cipele' }} />, {
      language: 'srp',
    });
    await screen.findByRole('dialog', { name: 'Vidžeti: kategorija „Cipele“' });
    await screen.findByRole('region', { name: 'Pozicija jedan' });
    expect(callsTo('GET', '/content-widgets/get-page-widgets')[0]?.url).toContain('page_name=11');

    screen.getByRole('button', { name: 'Pomeri vidžet Most read news' }).focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Podignut vidžet Most read news. Na mestu je 2, Pozicija jedan.')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('Vidžet Most read news bi došao na mesto 2, Pozicija dva.')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(
      await screen.findByText('Pomeranje je otkazano. Vidžet Most read news ostaje na mestu 2, Pozicija jedan.'),
    ).toBeTruthy();
    expect(callsTo('POST', '/content-widgets/change-widget-position')).toHaveLength(0);
  });

  it('on a 409 shows the server’s message, reads the layout again and keeps nothing of the refused move', async () => {
    // Meanwhile someone else added a widget to position three: the server has version 8.
    const theirs = layout(
      [[newestProducts, mostReadNews], [contactForm], [{ ...contactForm, widget_id: 20, widget_title: 'Call us' }]],
      8,
    );
    let current = homeLayout;
    const { callsTo } = stubFetch(
      widgetAdminStubs(() => ({ body: current }), {
        'POST /api/v1/content-widgets/change-widget-position': () => {
          current = theirs;
          return {
            status: 409,
            body: {
              name: 'Conflict',
              message:
                'Someone else changed this page’s layout in the meantime. Nothing was changed; look at the new layout and try again.',
              status: 409,
            },
          };
        },
      }),
    );
    const { user } = await openLanding();

    screen.getByRole('button', { name: 'Move the widget Most read news' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await user.keyboard(' ');

    await waitFor(() => expect(callsTo('POST', '/content-widgets/change-widget-position')).toHaveLength(1));
    expect(await callsTo('POST', '/content-widgets/change-widget-position')[0]?.json()).toMatchObject({
      widget_id: 11,
      update_validity_check: 7,
      delete_validity_check: 2,
    });
    await waitFor(() =>
      expect(lastNotice()?.message).toBe(
        'Someone else changed this page’s layout in the meantime. Nothing was changed; look at the new layout and try again.',
      ),
    );
    expect(lastNotice()?.color).toBe('red');
    await waitFor(() => expect(titlesIn('Position three')).toEqual(['Call us']));
    expect(titlesIn('Position one')).toEqual(['New in the shop', 'Most read news']);
    expect(titlesIn('Position two')).toEqual(['Write to us']);
    expect(callsTo('GET', '/content-widgets/get-page-widgets')).toHaveLength(2);
  });
});
