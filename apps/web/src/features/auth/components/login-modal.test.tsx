import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fillIn } from '@/test/fill-in';
import { homePageStubs, renderApp, siteStubs, stubFetch } from '@/test/render-app';

const loggedInUser = {
  id: 7,
  auth_key: 'fresh-token',
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

async function openLoginModal() {
  const user = userEvent.setup();
  renderApp('/', { language: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Log in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  return { user, dialog };
}

describe('login modal', () => {
  it('shows the contract rules at the fields and sends nothing while they fail', async () => {
    const { callsTo } = stubFetch({ ...siteStubs(), ...homePageStubs() });
    const { user, dialog } = await openLoginModal();

    await fillIn(user, within(dialog).getByLabelText('E-mail'), 'not-an-address');
    await user.tab();
    expect(await within(dialog).findByText('The e-mail address is not valid.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Enter at least 2 characters.')).toBeTruthy();
    expect(callsTo('POST', '/users/login-licence-user')).toHaveLength(0);

    // After a submit, fields are checked while typing.
    await user.clear(within(dialog).getByLabelText('E-mail'));
    // Typed key by key: the check while typing is what is tested here.
    await user.type(within(dialog).getByLabelText('E-mail'), 'alice@example.com');
    await waitFor(() => expect(within(dialog).queryByText('The e-mail address is not valid.')).toBeNull());
  });

  it("shows the server's message on a 401 and keeps the modal open", async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      ...homePageStubs(),
      'POST /api/v1/users/login-licence-user': {
        status: 401,
        body: { name: 'Unauthorized', message: 'Wrong e-mail or password.', status: 401 },
      },
    });
    const { user, dialog } = await openLoginModal();

    await fillIn(user, within(dialog).getByLabelText('E-mail'), 'alice@example.com');
    await fillIn(user, within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Wrong e-mail or password.')).toBeTruthy();
    expect(notificationsStore.getState().notifications.at(-1)?.autoClose).toBe(3000);
    const request = callsTo('POST', '/users/login-licence-user')[0];
    expect(await request?.json()).toEqual({ email: 'alice@example.com', password: 'wrong-password' });
    expect(request?.headers.get('Accept-Language')).toBe('en');
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('puts the 422 messages at their fields', async () => {
    stubFetch({
      ...siteStubs(),
      ...homePageStubs(),
      'POST /api/v1/users/login-licence-user': {
        status: 422,
        body: [{ field: 'email', message: 'Server says the e-mail is odd.' }],
      },
    });
    const { user, dialog } = await openLoginModal();
    await fillIn(user, within(dialog).getByLabelText('E-mail'), 'alice@example.com');
    await fillIn(user, within(dialog).getByLabelText('Password'), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    const emailInput = within(dialog).getByLabelText('E-mail');
    await waitFor(() => expect(emailInput.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText('Server says the e-mail is odd.').length).toBeGreaterThan(0);
  });

  it('on success stores the token, greets the user, shows the sign-in message and closes', async () => {
    stubFetch({ ...siteStubs(), ...homePageStubs(), 'POST /api/v1/users/login-licence-user': { body: loggedInUser } });
    const { user, dialog } = await openLoginModal();

    await fillIn(user, within(dialog).getByLabelText('E-mail'), 'alice@example.com');
    await fillIn(user, within(dialog).getByLabelText('Password'), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Hello, alice')).toBeTruthy();
    expect(screen.getByText('Welcome back to Demo shop')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('fresh-token');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
  });

  it('logs out: calls the server with the token and clears the session', async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      ...homePageStubs(),
      'POST /api/v1/users/login-licence-user': { body: loggedInUser },
      'POST /api/v1/users/logout-user': { body: { message: 'You are logged out.' } },
    });
    const { user, dialog } = await openLoginModal();
    await fillIn(user, within(dialog).getByLabelText('E-mail'), 'alice@example.com');
    await fillIn(user, within(dialog).getByLabelText('Password'), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(await callsTo('POST', '/users/logout-user')[0]?.json()).toEqual({ auth_key: 'fresh-token' });
  });
});
