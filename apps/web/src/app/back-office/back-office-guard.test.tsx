import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { homePageStubs, renderApp, siteStubs, stubFetch } from '@/test/render-app';
import { signInAs, testUser } from '@/test/signed-in';

// Back-office screens and the login modal are lazy chunks: on a busy machine the first paint takes seconds.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

const emptyList = { body: [], headers: { 'X-Pagination-Total-Count': '0', 'X-Pagination-Page-Count': '0' } };

describe('back office guard and navigation', () => {
  it('asks a guest to log in: the login modal opens over a "login required" page', async () => {
    stubFetch(siteStubs());
    renderApp('/admin/content/products', { language: 'en' });

    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Login required' })).toBeTruthy();
    expect(screen.getByText('You need to be logged in.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Content management' })).toBeNull();
  });

  it('points a guest to the staff sign-in page while the site has login turned off, offering no login modal', async () => {
    // Loaded before the page, so a login modal the guard wrongly opened would be on screen by the checks below.
    await import('@/features/auth/components/login-modal');
    stubFetch(siteStubs({ login_registration_status: false }));
    const user = userEvent.setup();
    renderApp('/admin', { language: 'en' });

    expect(await screen.findByRole('heading', { name: 'Login required' })).toBeTruthy();
    expect(
      screen.getByText(
        'Login is turned off for visitors on this site. Its administrators, editors and moderators sign in on the staff sign-in page.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    const toAdminLogin = screen.getByRole('link', { name: 'Go to staff sign-in' });
    expect(toAdminLogin.getAttribute('href')).toBe('/admin-login');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(toAdminLogin);
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says it in Serbian too when login is off', async () => {
    stubFetch(siteStubs({ login_registration_status: false }));
    renderApp('/my/blogs');

    expect(await screen.findByRole('heading', { name: 'Prijava je potrebna' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Idi na prijavu za osoblje' }).getAttribute('href')).toBe('/admin-login');
  });

  it('says "Unauthorized access!" to a role the page is not for', async () => {
    stubFetch({ ...siteStubs(), ...signInAs('USER') });
    renderApp('/admin/content/products', { language: 'en' });

    expect(await screen.findByRole('heading', { name: 'Unauthorized access!' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Content management' })).toBeNull();
  });

  it('says it in Serbian too', async () => {
    stubFetch({ ...siteStubs(), ...signInAs('MODERATOR') });
    renderApp('/my/blogs');

    expect(await screen.findByRole('heading', { name: 'Neovlašćen pristup!' })).toBeTruthy();
  });

  it('shows staff only the staff links, and the account menu leads into the back office', async () => {
    // The home page's lists ask too, once its chunk is here (at once when an earlier file loaded it).
    stubFetch({ ...siteStubs(), ...homePageStubs(), ...signInAs('EDITOR'), 'GET /api/v1/contents': emptyList });
    const user = userEvent.setup();
    renderApp('/', { language: 'en' });

    await user.click(await screen.findByRole('link', { name: 'Administration' }));
    const nav = await screen.findByRole('navigation', { name: 'Content management' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Products',
      'Catalogs',
      'News',
      'Blogs',
      'Static pages',
      'Categories',
      'First places',
      'Contact',
      'My profile',
      'Setup checklist',
    ]);
    expect(within(nav).getByRole('link', { name: 'Products' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'My content' })).toBeNull();
  });

  it('shows a front user their blogs, planners and profile', async () => {
    // The home page's lists ask too, once its chunk is here (at once when an earlier file loaded it).
    stubFetch({ ...siteStubs(), ...homePageStubs(), ...signInAs('USER'), 'GET /api/v1/contents': emptyList });
    const user = userEvent.setup();
    renderApp('/', { language: 'en' });

    await user.click(await screen.findByRole('link', { name: 'My content' }));
    const nav = await screen.findByRole('navigation', { name: 'Content management' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My blogs', 'My planners', 'My profile']);
    expect(screen.queryByRole('link', { name: 'Administration' })).toBeNull();
  });

  it('shows a client their products, catalogs and blogs', async () => {
    stubFetch({ ...siteStubs(), ...signInAs('CLIENT'), 'GET /api/v1/contents': emptyList });
    renderApp('/my', { language: 'en' });

    const nav = await screen.findByRole('navigation', { name: 'Content management' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My products', 'My catalogs', 'My blogs', 'My profile']);
  });

  it('has no page for an unknown back-office address', async () => {
    stubFetch({ ...siteStubs(), ...signInAs('ADMIN') });
    renderApp('/admin/content/widgets', { language: 'en' });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('goes by the abilities the server sends, not by the role’s name', async () => {
    // A role the policy might one day give one more ability: the web follows the answer, with no list of its own.
    stubFetch({
      ...siteStubs(),
      ...signInAs('USER', { abilities: ['categories.manage'] }),
      'GET /api/v1/categories': { body: [] },
    });
    renderApp('/admin', { language: 'en' });

    expect(await screen.findByRole('heading', { name: 'Categories' })).toBeTruthy();
    const nav = await screen.findByRole('navigation', { name: 'Content management' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Categories']);
  });

  it('treats a current user answered without abilities (an older server) as one with none', async () => {
    const { abilities: _none, ...withoutAbilities } = testUser('EDITOR');
    stubFetch({ ...siteStubs(), ...signInAs('EDITOR'), 'POST /api/v1/users/verify-token': { body: withoutAbilities } });
    renderApp('/admin/content/products', { language: 'en' });

    expect(await screen.findByRole('heading', { name: 'Unauthorized access!' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Administration' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});
