import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { homePageStubs, renderApp, siteStubs, stubFetch, type TStubTable } from '@/test/render-app';
import { testUser } from '@/test/signed-in';

beforeAll(async () => {
  await import('./admin-login-page');
}, 60_000);

const editor = { ...testUser('EDITOR'), auth_key: 'fresh-token' };
const page = (items: unknown[]) => ({
  body: items,
  headers: { 'X-Pagination-Current-Page': '1', 'X-Pagination-Page-Count': '1', 'X-Pagination-Total-Count': '0' },
});

/** The site with login and registration turned off, and what the back office's first page reads. */
function closedSiteStubs(extra: TStubTable = {}): TStubTable {
  return {
    ...siteStubs({ login_registration_status: false }),
    ...homePageStubs(),
    'GET /api/v1/contents': page([]),
    'GET /api/v1/categories': page([]),
    ...extra,
  };
}

async function signIn(email: string) {
  const user = userEvent.setup();
  renderApp('/admin-login', { language: 'en' });
  const heading = await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' }, { timeout: 10_000 });
  const form = heading.parentElement as HTMLElement;
  await user.type(within(form).getByRole('textbox', { name: /^E-mail/ }), email);
  await user.type(within(form).getByLabelText(/^Password/), 'secret-word');
  await user.click(within(form).getByRole('button', { name: 'Log in' }));
  return { user };
}

describe('admin login screen', { timeout: 45_000 }, () => {
  it('lets staff in while the site has login turned off, and leads to the back office', async () => {
    const { callsTo } = stubFetch(
      closedSiteStubs({
        'POST /api/v1/users/login-licence-user': { body: editor },
        // The back office makes sure of the session it finds.
        'POST /api/v1/users/verify-token': { body: editor },
      }),
    );
    await signIn('editor@example.com');

    await waitFor(() => expect(callsTo('POST', '/users/login-licence-user')).toHaveLength(1));
    expect(await callsTo('POST', '/users/login-licence-user')[0]!.clone().json()).toEqual({
      email: 'editor@example.com',
      password: 'secret-word',
    });
    // The site's sign-in greeting (SPEC §4), as after the login modal.
    expect(await screen.findByText('Welcome back to Demo shop')).toBeTruthy();
    // The back office's first page for staff: the product list.
    expect(await screen.findByRole('navigation', { name: 'Content management' }, { timeout: 10_000 })).toBeTruthy();
    // Its screen is a lazy chunk, slow to load the first time on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' }, { timeout: 15_000 })).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('fresh-token');
  });

  it("shows the server's refusal to a visitor's account and stays on the page", async () => {
    stubFetch(
      closedSiteStubs({
        'POST /api/v1/users/login-licence-user': {
          status: 403,
          body: { name: 'Forbidden', message: 'Login and registration are turned off on this site.', status: 403 },
        },
      }),
    );
    await signIn('visitor@example.com');

    expect(await screen.findByText('Login and registration are turned off on this site.')).toBeTruthy();
    expect(notificationsStore.getState().notifications.at(-1)?.color).toBe('red');
    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('is the only way in while login is off: the header offers no login', async () => {
    stubFetch(closedSiteStubs());
    renderApp('/admin-login', { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' }, { timeout: 10_000 });
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(within(banner).queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('in Serbian, with the rules of the contract at the fields before anything is sent', async () => {
    const { callsTo } = stubFetch(closedSiteStubs());
    const user = userEvent.setup();
    renderApp('/admin-login', { language: 'srp' });
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Prijava za osoblje sajta' },
      { timeout: 10_000 },
    );
    const form = heading.parentElement as HTMLElement;
    await user.click(within(form).getByRole('button', { name: 'Prijavi se' }));
    expect(await within(form).findByText('E-adresa nije ispravna.')).toBeTruthy();
    expect(callsTo('POST', '/users/login-licence-user')).toHaveLength(0);
  });
});
