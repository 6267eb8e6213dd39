import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listItem } from '@/test/catalogue-fixtures';
import { renderApp, siteStubs, stubFetch } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';
import { pageOf, queryOf } from '../test/management-stubs';

// Back-office screens are lazy chunks: on a busy machine the first paint takes seconds.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

const catalog = (id: number, name: string, status: string, remark: string | null = null) => ({
  id,
  name,
  slug: `catalog-${id}`,
  category_id: 7,
  description: null,
  image: null,
  image_sizes: {},
  author_id: 9,
  author: null,
  status,
  remark_request_for_edit: remark,
  products: [],
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
});

describe('a member’s own lists', () => {
  it('lists only the member’s own products, in every status', async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      ...signInAs('CLIENT', { id: 9 }),
      'GET /api/v1/categories': { body: [] },
      'GET /api/v1/contents': pageOf([
        listItem({ id: 1, title: 'Oak chair', status: 'on_moderation' }),
        listItem({ id: 2, title: 'Pine table', status: 'draft' }),
      ]),
    });
    renderApp('/my/products', { language: 'en' });

    const table = await screen.findByRole('table', { name: 'My products' });
    expect(within(table).getByText('On moderation')).toBeTruthy();
    expect(within(table).getByText('Draft')).toBeTruthy();
    const query = queryOf(callsTo('GET', '/contents')[0]!);
    expect(query['filter[author_id]']).toBe('9');
    expect(query['filter[content_type_id]']).toBe('3');
    expect(query['filter[status]']).toBeUndefined();
  });

  it('shows a product the moderator did not approve, marked, with the reason, and no way to turn it off again', async () => {
    stubFetch({
      ...siteStubs(),
      ...signInAs('CLIENT', { id: 9 }),
      'GET /api/v1/categories': { body: [] },
      'GET /api/v1/contents': pageOf([
        listItem({
          id: 3,
          title: 'Chair without a photo',
          status: 'deleted',
          rejection: { rejected_at: '2026-12-01T10:00:00.000Z', reason: 'The photo does not show the product.' },
        }),
        listItem({
          id: 4,
          title: 'Stool',
          status: 'deleted',
          rejection: { rejected_at: '2026-12-01T10:00:00.000Z', reason: null },
        }),
      ]),
    });
    renderApp('/my/products', { language: 'en' });

    const table = await screen.findByRole('table', { name: 'My products' });
    const [chair, stool] = within(table).getAllByRole('row').slice(1);
    expect(within(chair!).getByText('Not approved by the moderator')).toBeTruthy();
    expect(within(chair!).getByText('Reason: The photo does not show the product.')).toBeTruthy();
    expect(within(chair!).queryByRole('button', { name: /Turn off/ })).toBeNull();
    expect(within(stool!).getByText('Not approved by the moderator')).toBeTruthy();
    expect(within(stool!).queryByText(/^Reason:/)).toBeNull();
  });

  it('keeps a member to their own items even when the address asks for every author', async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      ...signInAs('CLIENT', { id: 9 }),
      'GET /api/v1/categories': { body: [] },
      'GET /api/v1/contents': pageOf([listItem({ id: 1, title: 'Oak chair', status: 'draft' })]),
    });
    renderApp('/my/products?author=all', { language: 'en' });

    await screen.findByRole('table', { name: 'My products' });
    expect(queryOf(callsTo('GET', '/contents')[0]!)['filter[author_id]']).toBe('9');
    expect(screen.queryByRole('combobox', { name: 'Author' })).toBeNull();
  });

  it('shows an edit of an approved product that waits, and the remark when the edit was sent back', async () => {
    const pending = (status: 'on_moderation' | 'request_for_edit', remark: string | null) => ({
      id: 40,
      status,
      remark_request_for_edit: remark,
      created_at: '2025-03-02T10:00:00.000Z',
      updated_at: '2025-03-02T10:00:00.000Z',
    });
    stubFetch({
      ...siteStubs(),
      ...signInAs('CLIENT', { id: 9 }),
      'GET /api/v1/categories': { body: [] },
      'GET /api/v1/contents': pageOf([
        listItem({ id: 1, title: 'Oak chair', status: 'approved', pending_revision: pending('on_moderation', null) }),
        listItem({
          id: 2,
          title: 'Pine table',
          status: 'approved',
          pending_revision: pending('request_for_edit', 'Show the table from the side.'),
        }),
        listItem({ id: 3, title: 'Elm bench', status: 'approved', pending_revision: null }),
      ]),
    });
    renderApp('/my/products', { language: 'en' });

    const table = await screen.findByRole('table', { name: 'My products' });
    const rowOf = (title: string) => within(table).getByRole('link', { name: title }).closest('tr') as HTMLElement;
    expect(within(rowOf('Oak chair')).getByText('Approved')).toBeTruthy();
    expect(within(rowOf('Oak chair')).getByText('Edit on moderation')).toBeTruthy();
    expect(within(rowOf('Pine table')).getByText('Edit sent back for changes')).toBeTruthy();
    expect(within(rowOf('Pine table')).getByText('Show the table from the side.')).toBeTruthy();
    expect(within(rowOf('Elm bench')).getByText('Approved')).toBeTruthy();
    expect(within(rowOf('Elm bench')).queryByText(/^Edit /)).toBeNull();
  });

  it('sends a draft to moderation from the list with publish-*-draft', async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      ...signInAs('CLIENT', { id: 9 }),
      'GET /api/v1/categories': { body: [] },
      'GET /api/v1/contents': pageOf([listItem({ id: 2, title: 'Pine table', status: 'draft' })]),
      'POST /api/v1/moderations/publish-product-draft/2': { body: listItem({ id: 2, status: 'on_moderation' }) },
    });
    const user = userEvent.setup();
    renderApp('/my/products', { language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'Publish “Pine table”' }));
    expect(await screen.findByText('Sent to moderation.')).toBeTruthy();
    expect(callsTo('POST', '/moderations/publish-product-draft/2')).toHaveLength(1);
    await waitFor(() => expect(callsTo('GET', '/contents').length).toBeGreaterThan(1));
  });

  it('turns a catalog off only after the confirm dialog, and shows a request for edit with its remark', async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      ...signInAs('CLIENT', { id: 9 }),
      'GET /api/v1/categories': { body: [] },
      'GET /api/v1/catalogs': pageOf([
        catalog(5, 'Summer', 'approved'),
        catalog(6, 'Winter', 'request_for_edit', 'Name the season’s colours.'),
      ]),
      'POST /api/v1/catalogs/disable-catalog/5': { body: catalog(5, 'Summer', 'deleted') },
    });
    const user = userEvent.setup();
    renderApp('/my/catalogs', { language: 'en' });

    expect(await screen.findByText('Name the season’s colours.')).toBeTruthy();
    expect(queryOf(callsTo('GET', '/catalogs')[0]!)['filter[author_id]']).toBe('9');
    await user.click(screen.getByRole('button', { name: 'Turn off “Summer”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off' });
    expect(within(dialog).getByText('Turn off “Summer”? It will no longer show on the site.')).toBeTruthy();
    expect(callsTo('POST', '/catalogs/disable-catalog/5')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Turned off.')).toBeTruthy();
    expect(callsTo('POST', '/catalogs/disable-catalog/5')).toHaveLength(1);
  });

  it('lets a front user delete a blog after confirming, and shows My blogs empty in Serbian', async () => {
    let blogs = [listItem({ id: 3, content_type_id: 1, title: 'My trip', status: 'approved' })];
    const { callsTo } = stubFetch({
      ...siteStubs(),
      ...signInAs('USER', { id: 12 }),
      'GET /api/v1/categories': { body: [] },
      'GET /api/v1/contents': () => pageOf(blogs),
      'POST /api/v1/contents/user-delete-blog/3': () => {
        blogs = [];
        return { body: { message: 'Sadržaj je obrisan.' } };
      },
    });
    const user = userEvent.setup();
    renderApp('/my/blogs');

    await user.click(await screen.findByRole('button', { name: 'Obriši „My trip”' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Brisanje' })).getByRole('button', { name: 'Obriši' }),
    );
    expect(await screen.findByText('Sadržaj je obrisan.')).toBeTruthy();
    expect(callsTo('POST', '/contents/user-delete-blog/3')).toHaveLength(1);
    expect(await screen.findByText('Ovde još nema ničega.')).toBeTruthy();
    expect(queryOf(callsTo('GET', '/contents')[0]!)['filter[content_type_id]']).toBe('1');
  });
});
