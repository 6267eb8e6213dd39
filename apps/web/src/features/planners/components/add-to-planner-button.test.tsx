/**
 * "Add to planner" on SingleProduct and SingleCatalog (SPEC §4): 200 closes the modal, opens the planner and says
 * so; 202 keeps the modal with "already there"; a new planner can be made on the way; a signed-out visitor is asked
 * to log in; staff and clients, who keep no planners, do not see it.
 */
import type { TCatalog } from '@izlog/contract/catalogs';
import type { TContent } from '@izlog/contract/contents';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fullContent, listItem, pageHeaders } from '@/test/catalogue-fixtures';
import { renderApp, siteStubs, stubFetch, type TStubTable } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';
import { change, detail, euroProduct, planner, plannersPage } from '../test/planner-fixtures';

const table: TContent = fullContent({ id: 90, title: 'Oak table', slug: 'oak-table' });
const garden = planner({ id: 1, title: 'Garden party', items_count: 2 });
const wedding = planner({ id: 2, title: 'Wedding', items_count: 0 });
const linked = change(euroProduct({ planner_id: 1 }), { id: 1, title: 'Garden party', items_count: 3 });

function productPageStubs(extra: TStubTable = {}): TStubTable {
  return {
    ...siteStubs(),
    'GET /api/v1/contents': (request) => {
      const slug = new URL(request.url).searchParams.get('filter[slug]');
      const items = slug === table.slug ? [listItem({ id: table.id, slug: table.slug })] : [];
      return { body: items, headers: pageHeaders(1, items.length, 1, items.length) };
    },
    'GET /api/v1/contents/90': { body: table },
    'GET /api/v1/contents/tag-related-content/90': { body: [], headers: pageHeaders(1, 1, 4, 0) },
    'GET /api/v1/comments': { body: [], headers: pageHeaders(1, 0, 10, 0) },
    ...extra,
  };
}

async function openAddModal(user: ReturnType<typeof userEvent.setup>, title = 'Oak table') {
  const button = await screen.findByRole('button', { name: 'Add to planner' }, { timeout: 10_000 });
  // The page's title block comes first: the button reads as what to do with it, not as the page's opening.
  const heading = screen.getByRole('heading', { level: 1, name: title });
  expect(heading.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  await user.click(button);
  return screen.findByRole('dialog', { name: `Add “${title}” to a planner` });
}

describe('Add to planner', { timeout: 45_000 }, () => {
  it('adds the product to the chosen planner, then opens that planner and says so (200)', async () => {
    const { callsTo } = stubFetch(
      productPageStubs({
        ...signInAs('USER'),
        'GET /api/v1/planners': plannersPage([garden, wedding]),
        'POST /api/v1/planner-items/link-product-to-planner/1/90': { body: linked },
        'GET /api/v1/planners/planner-categories/1': { body: detail({ id: 1, title: 'Garden party' }, [linked.item]) },
      }),
    );
    const user = userEvent.setup();
    renderApp('/products/oak-table', { language: 'en' });

    const dialog = await openAddModal(user);
    // Nothing is sent until a planner is chosen. (The modal is its own chunk: its form arrives with the planners.)
    await user.click(await within(dialog).findByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Choose a planner.')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: /Garden party/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Garden party' })).toBeTruthy();
    expect(screen.getByText('Added to the planner “Garden party”.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('POST', '/planner-items/link-product-to-planner/1/90')).toHaveLength(1);
  });

  it('keeps the modal open and says the product is already there (202)', async () => {
    stubFetch(
      productPageStubs({
        ...signInAs('USER'),
        'GET /api/v1/planners': plannersPage([garden]),
        'POST /api/v1/planner-items/link-product-to-planner/1/90': { status: 202, body: linked },
      }),
    );
    const user = userEvent.setup();
    renderApp('/products/oak-table', { language: 'en' });

    const dialog = await openAddModal(user);
    await user.click(within(dialog).getByRole('radio', { name: /Garden party/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('This is already in the planner “Garden party”.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add “Oak table” to a planner' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Oak table' })).toBeTruthy();
  });

  it('makes a first planner on the way and adds a catalog to it', async () => {
    const catalog: TCatalog = {
      id: 33,
      name: 'Garden set',
      slug: 'garden-set',
      category_id: null,
      description: null,
      image: null,
      image_sizes: {},
      author_id: 9,
      author: null,
      status: 'approved',
      remark_request_for_edit: null,
      products: [],
      created_at: '2025-03-01T10:00:00.000Z',
      updated_at: '2025-03-01T10:00:00.000Z',
      pending_revision: null,
    };
    const created = planner({ id: 5, title: 'Terrace', description: 'Chairs and shade.', items_count: 0 });
    const catalogItem = euroProduct({ id: 31, planner_id: 5, kind: 'catalog', title: 'Garden set', content: null });
    const { callsTo } = stubFetch({
      ...siteStubs(),
      ...signInAs('USER'),
      'GET /api/v1/catalogs': { body: [catalog] },
      'GET /api/v1/catalogs/get-catalog-products/33': { body: [], headers: pageHeaders(1, 0, 12, 0) },
      'GET /api/v1/planners': plannersPage([]),
      'POST /api/v1/planners/create-planner': { body: created },
      'POST /api/v1/planner-items/link-catalog-to-planner/5/33': {
        body: change(catalogItem, { id: 5, title: 'Terrace', items_count: 1 }),
      },
      'GET /api/v1/planners/planner-categories/5': { body: detail({ id: 5, title: 'Terrace' }, [catalogItem]) },
    });
    const user = userEvent.setup();
    renderApp('/catalogs/garden-set', { language: 'en' });

    const dialog = await openAddModal(user, 'Garden set');
    expect(await within(dialog).findByText('You have no planner yet: create one here.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Terrace');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Chairs and shade.');
    await user.click(within(dialog).getByRole('button', { name: 'Create the planner and add' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Terrace' })).toBeTruthy();
    expect(screen.getByText('Added to the planner “Terrace”.')).toBeTruthy();
    expect(await callsTo('POST', '/planners/create-planner')[0]?.json()).toEqual({
      title: 'Terrace',
      description: 'Chairs and shade.',
    });
  });

  it('asks a signed-out visitor to log in first', async () => {
    const { callsTo } = stubFetch(productPageStubs());
    const user = userEvent.setup();
    renderApp('/products/oak-table', { language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'Add to planner' }, { timeout: 10_000 }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(callsTo('GET', '/planners')).toHaveLength(0);
  });

  it('is not offered to those who keep no planners (a client)', async () => {
    stubFetch(productPageStubs(signInAs('CLIENT')));
    renderApp('/products/oak-table', { language: 'en' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Oak table' }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /Hello/ })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Add to planner' })).toBeNull();
  });
});
