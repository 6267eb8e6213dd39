/**
 * The auth-user modal (SPEC §2) opened from the account menu: the user's own blogs in every status with their edit
 * links, their planners (for those who keep planners), and what their public profile lists.
 */
import type { TCatalog } from '@izlog/contract/catalogs';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openModal } from '@/lib/modal-store';
import { listItem, pageHeaders } from '@/test/catalogue-fixtures';
import { renderApp, siteStubs, stubFetch, type TStubAnswer } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';
import { OWN_ID } from '../test/profile-stubs';

configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

const standInMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = standInMatchMedia;
});

const blog = (id: number, title: string, status: 'approved' | 'draft' | 'on_moderation') =>
  listItem({ id, title, slug: title.toLowerCase().replace(/ /g, '-'), content_type_id: 1, status, price: null });

const catalog = (id: number, name: string): TCatalog => ({
  id,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  category_id: null,
  description: null,
  image: null,
  image_sizes: {},
  author_id: OWN_ID,
  author: null,
  status: 'approved',
  remark_request_for_edit: null,
  products: [],
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
  pending_revision: null,
});

/** GET /contents: the user's own answers by content type; the home page's lists (no author) empty. */
const contentsStub =
  (byType: Record<string, TStubAnswer>) =>
  (request: Request): TStubAnswer => {
    const query = new URL(request.url).searchParams;
    if (query.get('filter[author_id]') !== String(OWN_ID)) return { body: [] };
    return byType[query.get('filter[content_type_id]') ?? ''] ?? { body: [] };
  };

const baseStubs = {
  ...siteStubs(),
  'GET /api/v1/categories': { body: [] },
  // A front user's planners (the planner section is not the one open first, so it may never be asked for).
  'GET /api/v1/planners': { body: [], headers: pageHeaders(1, 0, 6, 0) },
};

async function openMyAccount(user: ReturnType<typeof userEvent.setup>, greeting: string) {
  await user.click(await screen.findByRole('button', { name: greeting }));
  const item = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'My account' });
  expect(item.getAttribute('aria-haspopup')).toBe('dialog');
  await user.click(item);
  return screen.findByRole('dialog', { name: 'My account' });
}

describe('the auth-user modal', () => {
  it('lists a front user’s own blogs in every status, with edit links into /my and a view link once approved', async () => {
    const { requests } = stubFetch({
      ...baseStubs,
      ...signInAs('USER', { username: 'ana' }),
      'GET /api/v1/contents': contentsStub({
        '1': { body: [blog(31, 'Garden diary', 'approved'), blog(32, 'Spring notes', 'draft')] },
      }),
    });
    const user = userEvent.setup();
    renderApp('/', { language: 'en' });

    const dialog = await openMyAccount(user, 'Hello, ana');
    const tabs = within(dialog)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual(['My blogs', 'My planners', 'What my profile shows']);
    expect(within(dialog).getByRole('tab', { name: 'My blogs' }).getAttribute('aria-selected')).toBe('true');

    const list = await within(dialog).findByRole('list', { name: 'My blogs' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Approved')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'View the blog: Garden diary' }).getAttribute('href')).toBe(
      '/blogs/garden-diary',
    );
    expect(within(rows[0]!).getByRole('link', { name: 'Edit the blog: Garden diary' }).getAttribute('href')).toBe(
      '/my/blogs/31',
    );
    expect(within(rows[1]!).getByText('Draft')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('link', { name: /^View/ })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Write a blog' }).getAttribute('href')).toBe('/my/blogs/new');

    // Every status of their own: the author filter, and no status filter.
    const asked = requests
      .map((request) => new URL(request.url))
      .find((url) => url.pathname === '/api/v1/contents' && url.searchParams.get('filter[author_id]'));
    expect(asked?.searchParams.get('filter[content_type_id]')).toBe('1');
    expect(asked?.searchParams.has('filter[status]')).toBe(false);

    // A link leaves the modal for the page it names.
    await user.click(within(rows[0]!).getByRole('link', { name: 'Edit the blog: Garden diary' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'My account' })).toBeNull());
  });

  it('says when there is no blog yet, and offers to write one', async () => {
    stubFetch({ ...baseStubs, ...signInAs('USER', { username: 'ana' }), 'GET /api/v1/contents': contentsStub({}) });
    const user = userEvent.setup();
    renderApp('/', { language: 'en' });

    const dialog = await openMyAccount(user, 'Hello, ana');
    expect(await within(dialog).findByText('You have not written a blog yet.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Write a blog' })).toBeTruthy();
  });

  it('shows the list’s error with "Try again" when the blogs cannot be loaded', async () => {
    stubFetch({
      ...baseStubs,
      ...signInAs('USER', { username: 'ana' }),
      'GET /api/v1/contents': contentsStub({
        '1': {
          status: 503,
          body: { name: 'Service Unavailable', message: 'The database is unavailable.', status: 503 },
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/', { language: 'en' });

    const dialog = await openMyAccount(user, 'Hello, ana');
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 20_000 });
    expect(within(alert).getByText('The list cannot be loaded at the moment.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists a front user’s planners with items, grand total and public badge, each leading to its page', async () => {
    const planner = (id: number, title: string, isPublic: boolean, grand: number | null) => ({
      id,
      title,
      description: '',
      is_public: isPublic,
      user: { id: OWN_ID, username: 'ana' },
      items_count: id + 1,
      totals: {
        rsd_minor: 0,
        eur_minor: 0,
        counted_items: 0,
        grand_total_rsd_minor: grand,
        priced_total_rsd_minor: 0,
        rate: null,
      },
      calendar_link_active: false,
      created_at: '2026-11-01T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
    });
    const { callsTo } = stubFetch({
      ...baseStubs,
      ...signInAs('USER', { username: 'ana' }),
      'GET /api/v1/contents': contentsStub({}),
      'GET /api/v1/planners': {
        body: [planner(1, 'Garden party', true, 1_261_717), planner(2, 'New kitchen', false, 0)],
        headers: pageHeaders(1, 1, 6, 2),
      },
      'GET /api/v1/planners/planner-categories/1': {
        body: { planner: planner(1, 'Garden party', true, 1_261_717), categories: [] },
      },
    });
    const user = userEvent.setup();
    renderApp('/', { language: 'en' });

    const dialog = await openMyAccount(user, 'Hello, ana');
    await user.click(within(dialog).getByRole('tab', { name: 'My planners' }));
    const list = await within(dialog).findByRole('list', { name: 'My planners' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'Garden party' }).getAttribute('href')).toBe('/my/planners/1');
    expect(within(rows[0]!).getByText('Public')).toBeTruthy();
    expect(within(rows[0]!).getByText('Items: 2')).toBeTruthy();
    expect(within(rows[0]!).getByText('Total RSD 12,617.17')).toBeTruthy();
    expect(within(rows[1]!).getByText('Private')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'All my planners' }).getAttribute('href')).toBe('/my/planners');
    expect(new URL(callsTo('GET', '/planners')[0]!.url).searchParams.get('page_count')).toBe('6');

    await user.click(within(rows[0]!).getByRole('link', { name: 'Garden party' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'My account' })).toBeNull());
    expect(await screen.findByRole('heading', { level: 1, name: 'Garden party' })).toBeTruthy();
  });

  it('opens at the planner section when asked for it, and invites a user without planners to start', async () => {
    stubFetch({ ...baseStubs, ...signInAs('USER', { username: 'ana' }), 'GET /api/v1/contents': contentsStub({}) });
    renderApp('/', { language: 'en' });
    await screen.findByRole('button', { name: 'Hello, ana' });
    act(() => openModal({ name: 'authUserModal', section: 'planner' }));

    const dialog = await screen.findByRole('dialog', { name: 'My account' });
    expect(within(dialog).getByRole('tab', { name: 'My planners' }).getAttribute('aria-selected')).toBe('true');
    expect(await within(dialog).findByText('You have no planners yet.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open My planners' }).getAttribute('href')).toBe('/my/planners');
  });

  it('shows a client what their public profile lists: approved catalogs, products and blogs, with the ways on', async () => {
    const products = [1, 2, 3, 4, 5].map((id) => listItem({ id, title: `Chair ${id}` }));
    const { requests } = stubFetch({
      ...baseStubs,
      ...signInAs('CLIENT', { username: 'radionica' }),
      'GET /api/v1/catalogs': { body: [catalog(4, 'Garden set')], headers: pageHeaders(1, 1, 5, 1) },
      'GET /api/v1/contents': contentsStub({
        '3': { body: products, headers: pageHeaders(1, 2, 5, 7) },
        '1': { body: [], headers: pageHeaders(1, 0, 5, 0) },
      }),
    });
    const user = userEvent.setup();
    renderApp('/', { language: 'en' });

    const dialog = await openMyAccount(user, 'Hello, radionica');
    await user.click(within(dialog).getByRole('tab', { name: 'What my profile shows' }));

    const catalogs = await within(dialog).findByRole('region', { name: 'Catalogs: 1' });
    expect(within(catalogs).getByRole('link', { name: 'Garden set' }).getAttribute('href')).toBe(
      '/catalogs/garden-set',
    );
    const productList = await within(dialog).findByRole('region', { name: 'Products: 7' });
    expect(within(productList).getAllByRole('link')).toHaveLength(5);
    expect(within(productList).getByText('and 2 more on your public profile')).toBeTruthy();
    const blogs = await within(dialog).findByRole('region', { name: 'Blogs: 0' });
    expect(within(blogs).getByText('No approved blogs yet.')).toBeTruthy();

    expect(within(dialog).getByRole('link', { name: 'Open my public profile' }).getAttribute('href')).toBe(
      `/profile/${OWN_ID}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Edit my profile' }).getAttribute('href')).toBe('/my/profile');
    // What the public sees: approved items only.
    const listings = requests
      .map((request) => new URL(request.url))
      .filter(
        (url) => url.searchParams.get('filter[author_id]') === String(OWN_ID) && url.searchParams.has('filter[status]'),
      );
    expect(listings.map((url) => url.searchParams.get('filter[status]'))).toEqual(['approved', 'approved', 'approved']);
  });

  it('gives a moderator on a phone the profile section alone, in Serbian, with staff’s profile setup', async () => {
    window.matchMedia = (query: string) => ({ ...standInMatchMedia(query), matches: /max-width/.test(query) });
    stubFetch({ ...baseStubs, ...signInAs('MODERATOR', { username: 'milan' }), 'GET /api/v1/contents': { body: [] } });
    const user = userEvent.setup();
    renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Nalog: milan' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profil' }).getAttribute('href')).toBe('/admin/profile');
    await user.click(within(menu).getByRole('menuitem', { name: 'Moj nalog' }));

    const dialog = await screen.findByRole('dialog', { name: 'Moj nalog' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Šta prikazuje moj profil']);
    expect(within(dialog).queryByRole('region')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Uredi profil' }).getAttribute('href')).toBe('/admin/profile');
  });
});

describe('the account menu on a desktop', () => {
  it('keeps the row short: the greeting opens "My account" and "Profile", and gets focus back from the modal', async () => {
    stubFetch({ ...baseStubs, ...signInAs('CLIENT', { username: 'radionica' }), 'GET /api/v1/contents': { body: [] } });
    const user = userEvent.setup();
    renderApp('/', { language: 'en' });

    const banner = await screen.findByRole('banner');
    expect(within(banner).queryByRole('link', { name: 'Profile' })).toBeNull();
    await user.click(await within(banner).findByRole('button', { name: 'Hello, radionica' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/my/profile');
    expect(within(banner).getByRole('button', { name: 'Log out' })).toBeTruthy();

    // Closed, the modal gives focus back to the button it was opened from.
    await user.click(within(menu).getByRole('menuitem', { name: 'My account' }));
    await screen.findByRole('dialog', { name: 'My account' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'My account' })).toBeNull());
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Hello, radionica'));
  });
});
