import { notificationsStore } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homePageStubs, renderApp, siteStubs, stubFetch } from '@/test/render-app';
import { apiRequest } from './api-client';
import { handleSessionExpired } from './session-expiry';

const currentUser = {
  id: 7,
  auth_key: 'stored-token',
  role: 'USER',
  username: 'alice',
  public_name: 'alice',
  email: 'alice@example.com',
  name: null,
  surname: null,
  avatar: null,
  status: 'active',
  licence_id: 1,
};

describe('session expiry (status 511)', () => {
  it('removes the token, logs out, opens the login modal and shows the notice', async () => {
    localStorage.setItem('token', 'expired-token');
    const { callsTo } = stubFetch({
      ...siteStubs(),
      ...homePageStubs(),
      'POST /api/v1/users/verify-token': {
        status: 511,
        body: { name: 'SessionExpired', message: 'Session expired', status: 511 },
      },
    });
    renderApp('/');

    const dialog = await screen.findByRole('dialog', { name: 'Prijava' });
    expect(within(dialog).getByLabelText('E-adresa')).toBeTruthy();
    expect(await screen.findByText('Vaša sesija je istekla, molimo prijavite se ponovo.')).toBeTruthy();
    expect(notificationsStore.getState().notifications.at(-1)?.autoClose).toBe(3000);
    expect(localStorage.getItem('token')).toBeNull();
    expect(callsTo('POST', '/users/verify-token')[0]?.headers.get('Authorization')).toBe('Bearer expired-token');
    expect(screen.queryByText(/Zdravo/)).toBeNull();
  });

  it('says it once when calls already on their way with the dead token bring it back', async () => {
    stubFetch({ ...siteStubs(), ...homePageStubs() });
    renderApp('/', { language: 'en' });
    await screen.findByRole('banner');
    handleSessionExpired();
    handleSessionExpired();
    await screen.findByRole('dialog', { name: 'Log in' });
    expect(await screen.findAllByText('Your session has expired, please login again')).toHaveLength(1);
  });

  it('restores the user from a valid token', async () => {
    localStorage.setItem('token', 'stored-token');
    stubFetch({ ...siteStubs(), ...homePageStubs(), 'POST /api/v1/users/verify-token': { body: currentUser } });
    renderApp('/', { language: 'en' });

    expect(await screen.findByText('Hello, alice')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });
});

describe('a session that ends under a signed-in user (decision 0065)', () => {
  it('a 401 after the token went elsewhere opens the sign-in over the page, keeping the user on screen', async () => {
    localStorage.setItem('token', 'stored-token');
    stubFetch({
      ...siteStubs(),
      ...homePageStubs(),
      'POST /api/v1/users/verify-token': { body: currentUser },
      'GET /api/v1/needs-login': {
        status: 401,
        body: { name: 'Unauthorized', message: 'You must be signed in', status: 401 },
      },
    });
    renderApp('/', { language: 'en' });
    expect(await screen.findByText('Hello, alice')).toBeTruthy();

    // Another tab's logout took the shared token without this tab hearing of it (no storage event in between).
    localStorage.removeItem('token');
    await expect(apiRequest('/needs-login')).rejects.toMatchObject({ status: 401 });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByText(/what you typed is kept/)).toBeTruthy();
    expect(await screen.findByText('You logged out in another tab. Log in again to go on.')).toBeTruthy();
    expect(screen.getByText('Hello, alice')).toBeTruthy();
  });

  it('hears of a login in another tab at once and greets the user', async () => {
    stubFetch({ ...siteStubs(), ...homePageStubs(), 'POST /api/v1/users/verify-token': { body: currentUser } });
    renderApp('/', { language: 'en' });
    await screen.findByRole('button', { name: 'Log in' });

    localStorage.setItem('token', 'stored-token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'stored-token' }));
    expect(await screen.findByText('Hello, alice')).toBeTruthy();
  });
});
