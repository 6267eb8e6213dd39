import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fillIn } from '@/test/fill-in';
import { homePageStubs, renderApp, siteStubs, stubFetch } from '@/test/render-app';
import { testUser } from '@/test/signed-in';

describe('site shell and routes', () => {
  it('shows an accessible loader until the licence is known, then the home page', async () => {
    stubFetch({ ...siteStubs(), ...homePageStubs() });
    renderApp('/', { language: 'en' });
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(await screen.findByRole('heading', { name: 'Demo shop', level: 1 })).toBeTruthy();
    expect(screen.getByText('A shop window for tests.')).toBeTruthy();
  });

  it('says clearly that there is no site at an unknown address', async () => {
    stubFetch({
      'GET /api/v1/licences/get-licence-details': {
        status: 404,
        body: { message: 'There is no site at this address.' },
      },
    });
    renderApp('/', { language: 'en' });
    expect(await screen.findByText('There is no site at this address')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('hides login and registration when the site switched them off', async () => {
    stubFetch({ ...siteStubs({ login_registration_status: false }), ...homePageStubs() });
    renderApp('/', { language: 'en' });
    await screen.findByRole('heading', { name: 'Demo shop', level: 1 });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('shows a not-found page for an unknown path', async () => {
    stubFetch({ ...siteStubs(), ...homePageStubs() });
    renderApp('/no/such/page', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('confirms an account from the mailed link and offers to log in', async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      ...homePageStubs(),
      'POST /api/v1/users/validate-user-account': {
        body: { message: 'Your account is confirmed. You can log in now.' },
      },
      'POST /api/v1/users/login-licence-user': {
        body: testUser('USER', { auth_key: 'fresh-token', public_name: 'Bob Marić', email: 'bob@example.com' }),
      },
    });
    const user = userEvent.setup();
    renderApp('/validate-account?email=bob%40example.com&token=activation-token-123', { language: 'en' });

    expect(await screen.findByText('Your account is confirmed. You can log in now.')).toBeTruthy();
    expect(await callsTo('POST', '/users/validate-user-account')[0]?.json()).toEqual({
      email: 'bob@example.com',
      activation_token: 'activation-token-123',
    });
    const main = screen.getByRole('main');
    await user.click(within(main).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();

    // Logged in, the page no longer offers to log in: it says who they are and leads on (issue 26 item 14).
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await fillIn(user, within(dialog).getByLabelText('E-mail'), 'bob@example.com');
    await fillIn(user, within(dialog).getByLabelText('Password'), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(main).findByText('You are logged in as Bob Marić.')).toBeTruthy();
    expect(within(main).queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(within(main).getByRole('link', { name: 'Go to the site' }).getAttribute('href')).toBe('/');
  });

  it('opens the reset-password modal filled from the mailed link and sends the new password', async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      ...homePageStubs(),
      'POST /api/v1/users/reset-licence-user-password': { body: { message: 'Your password is changed.' } },
    });
    const user = userEvent.setup();
    renderApp('/reset-password?email=bob%40example.com&token=reset-token-1234', { language: 'en' });

    const dialog = await screen.findByRole('dialog', { name: 'New password' });
    expect((within(dialog).getByLabelText('E-mail') as HTMLInputElement).value).toBe('bob@example.com');
    await user.type(within(dialog).getByLabelText('New password'), 'new-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Your password is changed.')).toBeTruthy();
    expect(await callsTo('POST', '/users/reset-licence-user-password')[0]?.json()).toEqual({
      email: 'bob@example.com',
      password_reset_token: 'reset-token-1234',
      password: 'new-secret',
    });
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy());
  });

  it('asks for a reset link from "Forgot password?"', async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      ...homePageStubs(),
      'POST /api/v1/users/request-reset-licence-user-password': { body: { message: 'We sent a link.' } },
    });
    const user = userEvent.setup();
    renderApp('/', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgotten password' });
    await user.type(within(dialog).getByLabelText('E-mail'), 'bob@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('We sent a link.')).toBeTruthy();
    expect(callsTo('POST', '/users/request-reset-licence-user-password')).toHaveLength(1);
  });
});
