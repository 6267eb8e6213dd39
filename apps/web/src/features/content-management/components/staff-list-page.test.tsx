import { notificationsStore } from '@mantine/notifications';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { category, listItem } from '@/test/catalogue-fixtures';
import { renderApp, siteStubs, stubFetch } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';
import { pageOf, queryOf } from '../test/management-stubs';

// Back-office screens are lazy chunks with large forms: on a busy machine the first paint takes seconds.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

const articleCategories = [category({ id: 4, name: 'Vesti iz grada', content_type_id: 2 })];
const articles = [
  listItem({
    id: 11,
    content_type_id: 2,
    title: 'Opening day',
    status: 'approved',
    category: { id: 4, name: 'Vesti iz grada', slug: 'grad' },
  }),
  listItem({ id: 12, content_type_id: 2, title: 'Winter plans', status: 'draft' }),
];

describe('staff content lists', () => {
  it('lists every status with author and status, and user admins start with all authors', async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      ...signInAs('ADMIN'),
      'GET /api/v1/categories': { body: articleCategories },
      'GET /api/v1/users': pageOf([]),
      'GET /api/v1/contents': pageOf(articles),
    });
    renderApp('/admin/content/articles', { language: 'en' });

    const table = await screen.findByRole('table', { name: 'News' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Opening day' }).getAttribute('href')).toBe(
      '/admin/content/articles/11',
    );
    expect(within(rows[1]!).getByText('Approved')).toBeTruthy();
    expect(within(rows[1]!).getByText('Radionica Jutro')).toBeTruthy();
    expect(within(rows[2]!).getByText('Draft')).toBeTruthy();
    const query = queryOf(callsTo('GET', '/contents')[0]!);
    expect(query['filter[content_type_id]']).toBe('2');
    expect(query['filter[author_id]']).toBeUndefined();
    expect(query['filter[status]']).toBeUndefined();
  });

  // An editor used to open every list on "only mine" and, with nothing of their own, saw an empty list.
  it('starts an editor with all authors too, offers only their own, and filters by category and status', async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      ...signInAs('EDITOR', { id: 31 }),
      'GET /api/v1/categories': { body: articleCategories },
      'GET /api/v1/contents': pageOf(articles),
    });
    const user = userEvent.setup();
    renderApp('/admin/content/articles', { language: 'en' });
    const table = await screen.findByRole('table', { name: 'News' });
    expect(within(table).getByRole('link', { name: 'Opening day' })).toBeTruthy();
    expect(queryOf(callsTo('GET', '/contents')[0]!)['filter[author_id]']).toBeUndefined();
    expect((screen.getByRole('combobox', { name: 'Author' }) as HTMLInputElement).value).toBe('All authors');
    // Editors may not list users: only "all" and "mine" are offered, and no GET /users is made.
    expect(callsTo('GET', '/users')).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Author' }));
    await user.click(await screen.findByRole('option', { name: 'Only mine' }));
    await waitFor(() => expect(queryOf(callsTo('GET', '/contents').at(-1)!)['filter[author_id]']).toBe('31'));

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Vesti iz grada' }));
    await waitFor(() => expect(queryOf(callsTo('GET', '/contents').at(-1)!)['filter[category_id]']).toBe('4'));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'On moderation' }));
    await waitFor(() => expect(queryOf(callsTo('GET', '/contents').at(-1)!)['filter[status]']).toBe('on_moderation'));

    await user.click(screen.getByRole('combobox', { name: 'Author' }));
    await user.click(await screen.findByRole('option', { name: 'All authors' }));
    await waitFor(() => expect(queryOf(callsTo('GET', '/contents').at(-1)!)['filter[author_id]']).toBeUndefined());
  });

  it('pages through the list with the pager the headers describe', async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      ...signInAs('ADMIN'),
      'GET /api/v1/categories': { body: [] },
      'GET /api/v1/users': pageOf([]),
      'GET /api/v1/contents': (request) =>
        queryOf(request).page === '2'
          ? pageOf([listItem({ id: 40, title: 'On the second page' })], { page: 2, pages: 2 })
          : pageOf([listItem({ id: 1, title: 'On the first page' })], { page: 1, pages: 2 }),
    });
    const user = userEvent.setup();
    renderApp('/admin/content/products', { language: 'en' });

    await screen.findByRole('link', { name: 'On the first page' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'On the second page' })).toBeTruthy();
    expect(queryOf(callsTo('GET', '/contents').at(-1)!).page).toBe('2');
  });

  it('says so when there is nothing yet, and offers to create the first one', async () => {
    stubFetch({
      ...siteStubs(),
      ...signInAs('ADMIN'),
      'GET /api/v1/categories': { body: [] },
      'GET /api/v1/users': pageOf([]),
      'GET /api/v1/contents': pageOf([]),
    });
    renderApp('/admin/content/pages', { language: 'en' });

    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New page' }).getAttribute('href')).toBe('/admin/content/pages/new');
  });

  it('deletes only after the confirm dialog, and shows the server message', async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      ...signInAs('ADMIN'),
      'GET /api/v1/categories': { body: articleCategories },
      'GET /api/v1/users': pageOf([]),
      'GET /api/v1/contents': pageOf(articles),
      'POST /api/v1/contents/admin-delete-article/12': { body: { message: 'The content is deleted.' } },
    });
    const user = userEvent.setup();
    renderApp('/admin/content/articles', { language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'Delete “Winter plans”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(within(dialog).getByText('Delete “Winter plans”? This cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('POST', '/contents/admin-delete-article/12')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete “Winter plans”' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('The content is deleted.')).toBeTruthy();
    expect(callsTo('POST', '/contents/admin-delete-article/12')).toHaveLength(1);
    expect(notificationsStore.getState().notifications.at(-1)?.autoClose).toBe(3000);
  });

  it('shows the server message when a delete fails', async () => {
    stubFetch({
      ...siteStubs(),
      ...signInAs('ADMIN'),
      'GET /api/v1/categories': { body: [] },
      'GET /api/v1/users': pageOf([]),
      'GET /api/v1/contents': pageOf(articles),
      'POST /api/v1/contents/admin-delete-article/11': { status: 403, body: { message: 'Unauthorized access!' } },
    });
    const user = userEvent.setup();
    renderApp('/admin/content/articles', { language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'Delete “Opening day”' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Unauthorized access!')).toBeTruthy();
    expect(notificationsStore.getState().notifications.at(-1)?.color).toBe('red');
  });
});
