import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fillIn } from '@/test/fill-in';
import {
  homePageStubs,
  renderApp,
  siteStubs,
  stubFetch,
  TEST_CAPTCHA_PICTURE,
  type TStubTable,
} from '@/test/render-app';

const registeredUser = { id: 9, username: 'bob', email: 'bob@example.com' };

async function openRegisterModal(stubs: TStubTable) {
  // Opened over the home page, whose lists stay empty.
  const fetchStub = stubFetch({ ...homePageStubs(), ...stubs });
  const user = userEvent.setup();
  renderApp('/', { language: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Register' }));
  const dialog = await screen.findByRole('dialog', { name: 'Register' }, { timeout: 15_000 });
  return { user, dialog, ...fetchStub };
}

describe('register modal, user variant', () => {
  it('shows the captcha and requires the terms', async () => {
    const { user, dialog, callsTo } = await openRegisterModal(siteStubs());

    const picture = (await within(dialog).findByAltText('Picture with the check code')) as HTMLImageElement;
    expect(picture.src).toBe(TEST_CAPTCHA_PICTURE);
    expect(within(dialog).getByLabelText('Captcha')).toBeTruthy();

    await fillIn(user, within(dialog).getByLabelText('E-mail'), 'bob@example.com');
    await fillIn(user, within(dialog).getByLabelText('Password'), 'secret');
    await fillIn(user, within(dialog).getByLabelText('Username'), 'bob');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    expect(await within(dialog).findByText('You must accept the terms of use.')).toBeTruthy();
    expect(callsTo('POST', '/users/register-licence-front-user')).toHaveLength(0);
  });

  it('hides the captcha when the site has it switched off', async () => {
    const { dialog, callsTo } = await openRegisterModal(siteStubs({ captcha_enabled: false }));
    expect(within(dialog).getByLabelText('Username')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Captcha')).toBeNull();
    expect(callsTo('GET', '/users/captcha')).toHaveLength(0);
  });

  it('sends the form with the captcha, then closes and shows the server message for 5 s', async () => {
    const { user, dialog, callsTo } = await openRegisterModal({
      ...siteStubs(),
      'POST /api/v1/users/register-licence-front-user': {
        body: { message: 'You are registered. Confirm your account.', user: registeredUser },
      },
    });
    await within(dialog).findByAltText('Picture with the check code');
    await fillIn(user, within(dialog).getByLabelText('E-mail'), 'Bob@Example.com');
    await fillIn(user, within(dialog).getByLabelText('Password'), 'secret');
    await fillIn(user, within(dialog).getByLabelText('Username'), 'bob');
    await fillIn(user, within(dialog).getByLabelText('Captcha'), 'abcd');
    await user.click(within(dialog).getByLabelText('I accept the terms of use'));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('You are registered. Confirm your account.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register' })).toBeNull());
    expect(await callsTo('POST', '/users/register-licence-front-user')[0]?.json()).toEqual({
      email: 'bob@example.com',
      password: 'secret',
      username: 'bob',
      terms: true,
      captcha_id: 'captcha-1',
      captcha: 'abcd',
    });
    expect(notificationsStore.getState().notifications.at(-1)?.autoClose).toBe(5000);
  });

  it('offers proof of work to a visitor who cannot see the picture, says how it goes, and sends the nonce', async () => {
    const { user, dialog, callsTo } = await openRegisterModal({
      ...siteStubs(),
      'POST /api/v1/users/register-licence-front-user': {
        body: { message: 'You are registered. Confirm your account.', user: registeredUser },
      },
    });
    await within(dialog).findByAltText('Picture with the check code');
    await user.click(within(dialog).getByRole('button', { name: "I can't see the picture" }));
    expect(within(dialog).queryByLabelText('Captcha')).toBeNull();
    // Said in a polite live region, there before the work starts.
    const status = within(dialog).getByTestId('captcha-work-status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(status.textContent).toBe('Done: the check is passed, you can send the form.'));
    expect(callsTo('GET', '/users/captcha').map((request) => new URL(request.url).search)).toEqual(['', '?kind=work']);

    await fillIn(user, within(dialog).getByLabelText('E-mail'), 'bob@example.com');
    await fillIn(user, within(dialog).getByLabelText('Password'), 'secret');
    await fillIn(user, within(dialog).getByLabelText('Username'), 'bob');
    await user.click(within(dialog).getByLabelText('I accept the terms of use'));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(callsTo('POST', '/users/register-licence-front-user')).toHaveLength(1));
    const sent = await callsTo('POST', '/users/register-licence-front-user')[0]?.json();
    expect(sent.captcha_id).toBe('captcha-1-work');
    // The stub's challenge asks six zero bits of SHA-256('a1b2c3d4' + nonce).
    const digest = new Uint8Array(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`a1b2c3d4${sent.captcha}`)),
    );
    expect(digest[0]).toBeLessThan(4);
  });

  it('on "Account already exists!" keeps the modal open and asks for a new captcha', async () => {
    const { user, dialog, callsTo } = await openRegisterModal({
      ...siteStubs(),
      'POST /api/v1/users/register-licence-front-user': {
        status: 409,
        body: { name: 'Conflict', message: 'Account already exists!', status: 409 },
      },
    });
    await within(dialog).findByAltText('Picture with the check code');
    await fillIn(user, within(dialog).getByLabelText('E-mail'), 'bob@example.com');
    await fillIn(user, within(dialog).getByLabelText('Password'), 'secret');
    await fillIn(user, within(dialog).getByLabelText('Username'), 'bob');
    await fillIn(user, within(dialog).getByLabelText('Captcha'), 'abcd');
    await user.click(within(dialog).getByLabelText('I accept the terms of use'));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Account already exists!')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeTruthy();
    await waitFor(() => expect(callsTo('GET', '/users/captcha')).toHaveLength(2));
    expect((within(dialog).getByLabelText('Captcha') as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByLabelText('Username') as HTMLInputElement).value).toBe('bob');
  });
});

describe('register modal, client variant', () => {
  it('requires a location and a logo, and previews the chosen logo', async () => {
    const { user, dialog, callsTo } = await openRegisterModal(siteStubs());
    await user.click(within(dialog).getByRole('tab', { name: 'Client (company)' }));

    expect(within(dialog).queryByLabelText('Username')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    const errorOf = (label: string) => {
      const input = within(dialog).getByLabelText(label);
      const describedBy = input.getAttribute('aria-describedby') ?? '';
      return describedBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    };
    await waitFor(() => expect(errorOf('Address')).toContain('Choose the location from the list of suggestions.'));
    expect(errorOf('Logo')).toContain('This field is required.');
    expect(errorOf('Phone')).toContain('The phone may contain digits only, at least 6.');
    expect(callsTo('POST', '/users/register-licence-client')).toHaveLength(0);

    await user.upload(within(dialog).getByLabelText('Logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(within(dialog).getByAltText('Chosen logo')).toBeTruthy();
    await waitFor(() => expect(errorOf('Logo')).not.toContain('This field is required.'));
  });

  it('adds and removes location rows and sends them as multipart with the logo', { timeout: 60_000 }, async () => {
    const { user, dialog, callsTo, sentFormData } = await openRegisterModal({
      ...siteStubs(),
      'POST /api/v1/users/register-licence-client': {
        body: { message: 'Client registered.', user: registeredUser },
      },
      // The address suggestions (GET /places/suggest): "street, place" completed to a known place.
      'GET /api/v1/places/suggest': (request) => {
        const [street = '', place = ''] = (new URL(request.url).searchParams.get('q') ?? '').split(/,\s*/);
        const city = ['Beograd', 'Novi Sad'].find((name) => name.startsWith(place));
        return {
          body:
            city && place ? [{ address: street, city, country: 'Srbija', label: `${street}, ${city}, Srbija` }] : [],
        };
      },
    });
    await user.click(within(dialog).getByRole('tab', { name: 'Client (company)' }));
    await within(dialog).findByAltText('Picture with the check code');

    await fillIn(user, within(dialog).getByLabelText('E-mail'), 'shop@example.com');
    await fillIn(user, within(dialog).getByLabelText('Password'), 'secret');
    await fillIn(user, within(dialog).getByLabelText('Company name'), 'Shop d.o.o.');
    await fillIn(user, within(dialog).getByLabelText('Phone'), '0641234567');
    await user.click(within(dialog).getByRole('button', { name: 'Add a location' }));
    expect(within(dialog).getAllByLabelText('Address')).toHaveLength(2);
    const pick = async (index: number, typed: string, label: string) => {
      await fillIn(user, within(dialog).getAllByLabelText('Address')[index] as HTMLElement, typed);
      await user.click(await screen.findByRole('option', { name: label }));
    };
    await pick(0, 'Knez Mihailova 1, Beo', 'Knez Mihailova 1, Beograd, Srbija');
    await pick(1, 'Zmaj Jovina 2, Novi', 'Zmaj Jovina 2, Novi Sad, Srbija');
    await user.click(within(dialog).getByRole('button', { name: 'Add a location' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove location 3' }));
    expect(within(dialog).getAllByLabelText('Address')).toHaveLength(2);

    await user.upload(within(dialog).getByLabelText('Logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    await fillIn(user, within(dialog).getByLabelText('Captcha'), 'abcd');
    await user.click(within(dialog).getByLabelText('I accept the terms of use'));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Client registered.')).toBeTruthy();
    const body = sentFormData(callsTo('POST', '/users/register-licence-client')[0]);
    expect(body?.get('username')).toBe('shop@example.com');
    expect(body?.get('company_name')).toBe('Shop d.o.o.');
    expect(body?.get('locations[0][address]')).toBe('Knez Mihailova 1');
    expect(body?.get('locations[0][country]')).toBe('Srbija');
    expect(body?.get('locations[1][city]')).toBe('Novi Sad');
    expect(body?.get('locations[2][city]')).toBeNull();
    expect(body?.get('captcha_id')).toBe('captcha-1');
    expect((body?.get('logo') as File | null)?.name).toBe('logo.png');
    expect(body?.has('public_email')).toBe(false);
  });
});
