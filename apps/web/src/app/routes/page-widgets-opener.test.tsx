/**
 * Staff who may arrange widgets open a category list's or a content's own widgets from its page, and come back to the
 * button when the modal closes; a visitor sees no such button.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { category, pageHeaders } from '@/test/catalogue-fixtures';
import { renderApp, siteStubs, stubFetch, type TStubTable } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';

beforeAll(async () => {
  // The modal is a lazy chunk: load it before the first test's clock starts.
  await import('@/features/widget-admin/components/widget-modal');
}, 60_000);

const kitchen = category({ id: 5, name: 'Kitchen', slug: 'kitchen', description: 'Cups and pans.' });
const emptyLayout = {
  page_name: '5',
  validity_check: 0,
  positions: [1, 2, 3].map((column_number) => ({ column_number, widgets: [] })),
};

const categoryPageStubs = (extra: TStubTable = {}): TStubTable => ({
  ...siteStubs(),
  // The page finds its category by slug; the modal's summaries ask for a type's categories.
  'GET /api/v1/categories': (request) => ({
    body: new URL(request.url).searchParams.get('filter[slug]') === 'kitchen' ? [kitchen] : [],
  }),
  'GET /api/v1/categories/get-category-catalog-product/5': { body: [], headers: pageHeaders(1, 0, 12, 0) },
  'GET /api/v1/content-widgets/get-page-widgets': { body: emptyLayout },
  ...extra,
});

describe('a page’s own widgets', { timeout: 30_000 }, () => {
  it('opens the category list’s widgets for an editor, and gives focus back to the button on closing', async () => {
    const { callsTo } = stubFetch(categoryPageStubs(signInAs('EDITOR')));
    const user = userEvent.setup();
    renderApp('/categories/kitchen', { language: 'en' });
    await screen.findByRole('heading', { name: 'Kitchen', level: 1 });

    const button = await screen.findByRole('button', { name: 'Widgets of this page' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Widgets: the category “Kitchen”' });
    await within(dialog).findByRole('region', { name: 'Position one' });
    expect(within(dialog).getAllByText('No widgets in this position yet.')).toHaveLength(3);
    expect(
      callsTo('GET', '/content-widgets/get-page-widgets').every((request) => request.url.includes('page_name=5')),
    ).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Widgets:/ })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('shows a visitor no widget button', async () => {
    stubFetch(categoryPageStubs());
    renderApp('/categories/kitchen', { language: 'en' });
    await screen.findByRole('heading', { name: 'Kitchen', level: 1 });
    expect(screen.queryByRole('button', { name: 'Widgets of this page' })).toBeNull();
  });
});
