import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken, setToken } from '@/lib/token-storage';
import { fillIn } from '@/test/fill-in';
import { captchaStub, stubFetch, type TStubTable } from '@/test/render-app';
import { renderPlatform, testSalesUser } from '@/test/render-platform';

const CAPTCHA = {
  'GET /api/v1/users/sales-user-captcha': captchaStub('c-1'),
};

/** Opened over the terms page, which asks the server for nothing. */
async function openRegistration(stubs: TStubTable) {
  const fetchStub = stubFetch({ ...CAPTCHA, ...stubs });
  const view = renderPlatform('/terms-of-payment');
  await view.user.click(await screen.findByRole('button', { name: 'Register' }));
  const dialog = await screen.findByRole('dialog', { name: 'Register with Izlog' }, { timeout: 15_000 });
  await within(dialog).findByAltText('Picture with the check code');
  return { ...view, ...fetchStub, dialog };
}

async function fillRegistration(view: Awaited<ReturnType<typeof openRegistration>>, { acceptBoth = true } = {}) {
  const { user, dialog } = view;
  await fillIn(user, within(dialog).getByLabelText('Name'), 'Ana Prodaja');
  await fillIn(user, within(dialog).getByLabelText('E-mail'), 'ana@example.com');
  await fillIn(user, within(dialog).getByLabelText('Password'), 'tajna-lozinka');
  await fillIn(user, within(dialog).getByLabelText('Phone'), '0641234567');
  await fillIn(user, within(dialog).getByLabelText('Captcha'), 'xk4p');
  await user.click(within(dialog).getByLabelText('I accept the terms and conditions'));
  if (acceptBoth) await user.click(within(dialog).getByLabelText('I accept the terms of payment'));
  await user.click(within(dialog).getByRole('button', { name: 'Create the account' }));
}

describe('sales user registration', () => {
  it('asks for both sets of terms before anything is sent, each readable in a new tab', async () => {
    const view = await openRegistration({});
    expect(
      within(view.dialog)
        .getByRole('link', { name: /Read: Terms of payment/ })
        .getAttribute('href'),
    ).toBe('/terms-of-payment');
    await fillRegistration(view, { acceptBoth: false });
    expect(await within(view.dialog).findByText('You must accept the terms of use.')).toBeTruthy();
    expect(view.callsTo('POST', '/users/register-sales-user')).toHaveLength(0);
  });

  it('keeps the modal open with "Account already exists!" by the e-mail when the e-mail is taken, with a new captcha', async () => {
    const view = await openRegistration({
      'POST /api/v1/users/register-sales-user': {
        status: 409,
        body: { name: 'Conflict', message: 'Account already exists!', status: 409, field: 'email' },
      },
    });
    await fillRegistration(view);

    const emailField = within(view.dialog).getByLabelText('E-mail');
    await waitFor(() => expect(emailField.getAttribute('aria-invalid')).toBe('true'));
    expect(within(view.dialog).getByText('Account already exists!')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Register with Izlog' })).toBe(view.dialog);
    expect((emailField as HTMLInputElement).value).toBe('ana@example.com');
    expect((within(view.dialog).getByLabelText('Captcha') as HTMLInputElement).value).toBe('');
    expect(view.callsTo('GET', '/users/sales-user-captcha').length).toBe(2);
    expect(getToken()).toBeNull();
  });

  it('shows a wrong captcha beside the captcha and stays open', async () => {
    const view = await openRegistration({
      'POST /api/v1/users/register-sales-user': { status: 422, body: [{ field: 'captcha', message: 'Wrong Captcha' }] },
    });
    await fillRegistration(view);
    expect(await within(view.dialog).findByText('Wrong Captcha')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Register with Izlog' })).toBeTruthy();
  });

  it('signs the new user in: the token is kept, the modal closes and the header offers the console', async () => {
    const view = await openRegistration({
      'POST /api/v1/users/register-sales-user': { body: { ...testSalesUser, auth_key: 'token-ana' } },
    });
    await fillRegistration(view);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register with Izlog' })).toBeNull());
    expect(getToken()).toBe('token-ana');
    expect(await view.callsTo('POST', '/users/register-sales-user')[0]?.json()).toEqual({
      name: 'Ana Prodaja',
      email: 'ana@example.com',
      password: 'tajna-lozinka',
      phone: '0641234567',
      terms: true,
      captcha_id: 'c-1',
      captcha: 'xk4p',
    });
    await view.user.click(screen.getByRole('button', { name: 'Account: Ana Prodaja' }));
    expect(screen.getByRole('menuitem', { name: 'Console' }).getAttribute('href')).toBe('/console');
  });
});

describe('sales user sign-in and session', () => {
  it('signs in from the header and signs out from the account menu', async () => {
    const { callsTo } = stubFetch({
      'POST /api/v1/users/login-sales-user': { body: { ...testSalesUser, auth_key: 'token-ana' } },
      'POST /api/v1/users/logout-sales-user': { body: { message: 'Signed out' } },
    });
    const { user } = renderPlatform('/terms-of-payment');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to Izlog' }, { timeout: 15_000 });
    await fillIn(user, within(dialog).getByLabelText('E-mail'), 'ana@example.com');
    await fillIn(user, within(dialog).getByLabelText('Password'), 'tajna-lozinka');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Welcome, Ana Prodaja')).toBeTruthy();
    expect(getToken()).toBe('token-ana');
    await user.click(screen.getByRole('button', { name: 'Account: Ana Prodaja' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(getToken()).toBeNull();
    expect(await callsTo('POST', '/users/logout-sales-user')[0]?.json()).toEqual({ auth_key: 'token-ana' });
  });

  it('restores the signed-in user from the stored token at start', async () => {
    setToken('token-ana');
    const { callsTo } = stubFetch({ 'POST /api/v1/users/verify-sales-user-token': { body: testSalesUser } });
    renderPlatform('/terms-of-payment');
    expect(await screen.findByRole('button', { name: 'Account: Ana Prodaja' })).toBeTruthy();
    expect(callsTo('POST', '/users/verify-sales-user-token')[0]?.headers.get('authorization')).toBe('Bearer token-ana');
  });

  it('ends an expired session (511) with the sign-in modal and the SPEC §8 notice', async () => {
    setToken('token-old');
    stubFetch({
      'POST /api/v1/users/verify-sales-user-token': {
        status: 511,
        body: { name: 'Network Authentication Required', message: 'Session expired', status: 511 },
      },
    });
    renderPlatform('/terms-of-payment');
    expect(await screen.findByRole('dialog', { name: 'Sign in to Izlog' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Your session has expired, please login again')).toBeTruthy();
    expect(getToken()).toBeNull();
    expect(screen.queryByRole('button', { name: /Account:/ })).toBeNull();
  });
});
