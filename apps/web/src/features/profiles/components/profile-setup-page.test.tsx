/**
 * Profile setup (SPEC §2, §3, §5): a front user's and staff's personal profile, a client's company profile with its
 * primary location first — the rules at the fields, the read-only e-mail, what is sent and the server's answers.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fillIn } from '@/test/fill-in';
import { renderApp, siteStubs, stubFetch } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';
import { OWN_ID, ownProfile, placesStub, sent } from '../test/profile-stubs';

// Back-office screens are lazy chunks with large forms: on a busy machine the first paint takes seconds.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

const FRONT_USER_CALL = `/profiles/update-front-user-profile/${OWN_ID}`;
const CLIENT_CALL = `/profiles/update-client-profile/${OWN_ID}`;

const withPicture = { avatar: '/media/1/avatars/ana.webp' };

describe('a front user’s profile setup', () => {
  it('shows the e-mail read-only, says who changes it, and never sends it', async () => {
    const saved = ownProfile('USER', { ...withPicture, bio: 'I write about gardens.' });
    const { callsTo, sentFormData } = stubFetch({
      ...siteStubs(),
      ...signInAs('USER', { username: 'ana' }),
      'GET /api/v1/profiles/own-profile': { body: ownProfile('USER', withPicture) },
      [`POST /api/v1${FRONT_USER_CALL}`]: { body: saved },
    });
    const user = userEvent.setup();
    renderApp('/my/profile', { language: 'en' });

    const email = (await screen.findByRole('textbox', { name: 'E-mail' })) as HTMLInputElement;
    expect(email.value).toBe('ana@example.com');
    expect(email.readOnly).toBe(true);
    expect(screen.getByText("Only the site's administrator changes the account's e-mail address.")).toBeTruthy();

    await fillIn(user, screen.getByRole('textbox', { name: /^About me/ }), 'I write about gardens.');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeTruthy();
    const body = sentFormData(callsTo('POST', FRONT_USER_CALL)[0]!);
    expect(sent(body, 'bio')).toEqual(['I write about gardens.']);
    expect(sent(body, 'username')).toEqual(['ana']);
    expect(body?.has('email')).toBe(false);
    // The stored picture stays: nothing is sent for it.
    expect(body?.has('avatar')).toBe(false);
  });

  it('checks SPEC §5 rules at the fields and sends nothing while one fails', async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      ...signInAs('USER'),
      'GET /api/v1/profiles/own-profile': { body: ownProfile('USER') },
    });
    const user = userEvent.setup();
    renderApp('/my/profile', { language: 'en' });

    const phone = await screen.findByRole('textbox', { name: /^Phone/ });
    await fillIn(user, phone, '06x1');
    await user.tab();
    expect(await screen.findByText('The phone may contain digits only, at least 6.')).toBeTruthy();

    const publicEmail = screen.getByRole('textbox', { name: /^Public e-mail/ });
    await fillIn(user, publicEmail, 'ana@');
    await user.tab();
    expect(await screen.findByText('The e-mail address is not valid.')).toBeTruthy();

    const birthdate = screen.getByLabelText(/^Date of birth/);
    await fillIn(user, birthdate, '2999-01-01');
    await user.tab();
    expect(await screen.findByText('The birthdate cannot be in the future.')).toBeTruthy();

    const username = screen.getByRole('textbox', { name: /^Username/ });
    await user.clear(username);
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeTruthy();

    // No picture yet: SPEC §5 makes it required.
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Add a profile picture.')).toBeTruthy();
    expect(callsTo('POST', FRONT_USER_CALL)).toHaveLength(0);
  });

  it('takes the address from the suggestions and greets by the saved name once saved, never by the login', async () => {
    const saved = ownProfile('USER', {
      ...withPicture,
      username: 'ana-p',
      address: 'Knez Mihailova 5',
      city: 'Beograd',
      country: 'Srbija',
    });
    const { callsTo, sentFormData } = stubFetch({
      ...siteStubs(),
      ...placesStub,
      ...signInAs('USER', { username: 'ana' }),
      'GET /api/v1/profiles/own-profile': { body: ownProfile('USER', withPicture) },
      [`POST /api/v1${FRONT_USER_CALL}`]: { body: saved },
    });
    const user = userEvent.setup();
    renderApp('/my/profile', { language: 'en' });

    expect(await screen.findByText('Hello, ana')).toBeTruthy();
    const username = await screen.findByRole('textbox', { name: /^Username/ });
    await user.clear(username);
    await fillIn(user, username, 'ana-p');
    const address = screen.getByRole('textbox', { name: /^Address/ });
    await user.type(address, 'Knez Mihailova 5, Be');
    // Typed, not picked: not saved as "no address".
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Choose the location from the list of suggestions.')).toBeTruthy();
    expect(callsTo('POST', FRONT_USER_CALL)).toHaveLength(0);

    await user.click(address);
    await user.click(await screen.findByRole('option', { name: 'Knez Mihailova 5, Beograd, Srbija' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeTruthy();
    const body = sentFormData(callsTo('POST', FRONT_USER_CALL)[0]!);
    expect(sent(body, 'username')).toEqual(['ana-p']);
    expect([sent(body, 'address'), sent(body, 'city'), sent(body, 'country')]).toEqual([
      ['Knez Mihailova 5'],
      ['Beograd'],
      ['Srbija'],
    ]);
    expect(await screen.findByText('Hello, Ana Petrović')).toBeTruthy();
    expect(screen.queryByText(/Hello, ana/)).toBeNull();
  });

  it('shows and keeps a stored place without a street, as registration leaves it', async () => {
    const stored = ownProfile('USER', { ...withPicture, city: 'Beograd', country: 'Srbija' });
    const { callsTo, sentFormData } = stubFetch({
      ...siteStubs(),
      ...placesStub,
      ...signInAs('USER'),
      'GET /api/v1/profiles/own-profile': { body: stored },
      [`POST /api/v1${FRONT_USER_CALL}`]: { body: stored },
    });
    const user = userEvent.setup();
    renderApp('/my/profile', { language: 'en' });

    const address = (await screen.findByRole('textbox', { name: /^Address/ })) as HTMLInputElement;
    expect(address.value).toBe('Beograd, Srbija');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeTruthy();
    const body = sentFormData(callsTo('POST', FRONT_USER_CALL)[0]!);
    // The empty street is sent empty (decision 0050: what is not sent would be kept, not emptied).
    expect([sent(body, 'city'), sent(body, 'country'), body?.getAll('address')]).toEqual([
      ['Beograd'],
      ['Srbija'],
      [''],
    ]);
  });

  it('puts a taken username (409) and the server’s field messages (422) under their fields', async () => {
    let answer = 0;
    stubFetch({
      ...siteStubs(),
      ...signInAs('USER'),
      'GET /api/v1/profiles/own-profile': { body: ownProfile('USER', withPicture) },
      [`POST /api/v1${FRONT_USER_CALL}`]: () =>
        ++answer === 1
          ? {
              status: 409,
              body: { name: 'Conflict', message: 'This username is taken.', status: 409, field: 'username' },
            }
          : { status: 422, body: [{ field: 'avatar', message: 'The chosen stock photo was not found.' }] },
    });
    const user = userEvent.setup();
    renderApp('/my/profile', { language: 'en' });

    const username = await screen.findByRole('textbox', { name: /^Username/ });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = username.getAttribute('aria-describedby') ?? '';
    const errorText = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(errorText).toContain('This username is taken.');

    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    // Under the picture field and in the notice.
    expect(await screen.findAllByText('The chosen stock photo was not found.')).toHaveLength(2);
  });
});

describe('staff’s profile setup', () => {
  it('is in the back office at /admin/profile, with the personal form and the front-user call', async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      ...signInAs('MODERATOR'),
      'GET /api/v1/profiles/own-profile': { body: ownProfile('MODERATOR', withPicture) },
      [`POST /api/v1${FRONT_USER_CALL}`]: { body: ownProfile('MODERATOR', withPicture) },
    });
    const user = userEvent.setup();
    renderApp('/admin/profile');

    expect(await screen.findByRole('heading', { name: 'Moj profil', level: 1 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Upravljanje sadržajem' });
    expect(within(nav).getByRole('link', { name: 'Moj profil' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('E-adresu naloga menja samo administrator sajta.')).toBeTruthy();
    // A moderator may not search stock photos: the picture is uploaded only.
    expect(screen.queryByRole('button', { name: 'Izaberi iz galerije' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Naziv firme/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sačuvaj profil' }));
    expect(await screen.findByText('Profil je sačuvan.')).toBeTruthy();
    expect(callsTo('POST', FRONT_USER_CALL)).toHaveLength(1);
    expect(callsTo('POST', CLIENT_CALL)).toHaveLength(0);
  });
});

describe('a client’s profile setup', () => {
  const company = {
    ...withPicture,
    company_name: 'Radionica Jutro',
    bio: 'Chairs made by hand.',
    public_email: 'shop@jutro.example',
    phone: '0601234567',
    locations: [
      { id: 56, country: 'Srbija', city: 'Beograd', address: 'Knez Mihailova 5', primary_location: 1 },
      { id: 55, country: 'Srbija', city: 'Novi Sad', address: 'Zmaj Jovina 1', primary_location: 0 },
    ],
  };

  it('requires the company name, description, public e-mail, phone, logo and a picked location', async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      ...placesStub,
      ...signInAs('CLIENT'),
      'GET /api/v1/profiles/own-profile': { body: ownProfile('CLIENT') },
    });
    const user = userEvent.setup();
    renderApp('/my/profile', { language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('The logo is required.')).toBeTruthy();
    for (const label of [/^Company name/, /^About the company/, /^Public e-mail/, /^Phone/]) {
      const field = screen.getByRole('textbox', { name: label });
      expect(field.getAttribute('aria-invalid'), String(label)).toBe('true');
    }
    expect(screen.getByText('Choose the location from the list of suggestions.')).toBeTruthy();
    expect(callsTo('POST', CLIENT_CALL)).toHaveLength(0);
  });

  it('shows the primary location first and says so; making another primary sends it first', async () => {
    const { callsTo, sentFormData } = stubFetch({
      ...siteStubs(),
      ...placesStub,
      ...signInAs('CLIENT'),
      'GET /api/v1/profiles/own-profile': { body: ownProfile('CLIENT', company) },
      [`POST /api/v1${CLIENT_CALL}`]: { body: ownProfile('CLIENT', company) },
    });
    const user = userEvent.setup();
    renderApp('/my/profile', { language: 'en' });

    expect(await screen.findByText(/^The first location is the primary one/)).toBeTruthy();
    const first = screen.getByRole('group', { name: /^Location 1/ });
    expect(within(first).getByText('Primary')).toBeTruthy();
    expect((within(first).getByRole('textbox', { name: /^Address/ }) as HTMLInputElement).value).toBe(
      'Zmaj Jovina 1, Novi Sad, Srbija',
    );
    expect(within(screen.getByRole('group', { name: /^Location 2/ })).queryByText('Primary')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make location 1 primary' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Make location 2 primary' }));
    const newFirst = screen.getByRole('group', { name: /^Location 1/ });
    expect((within(newFirst).getByRole('textbox', { name: /^Address/ }) as HTMLInputElement).value).toBe(
      'Knez Mihailova 5, Beograd, Srbija',
    );
    expect(within(newFirst).getByText('Primary')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeTruthy();
    const body = sentFormData(callsTo('POST', CLIENT_CALL)[0]!);
    expect(sent(body, 'locations[0][id]')).toEqual(['56']);
    expect(sent(body, 'locations[0][city]')).toEqual(['Beograd']);
    expect(sent(body, 'locations[1][id]')).toEqual(['55']);
    expect(sent(body, 'company_name')).toEqual(['Radionica Jutro']);
    expect(body?.has('email')).toBe(false);
    // The call takes the form as the whole profile: what the company form does not show goes back as stored.
    expect([sent(body, 'name'), sent(body, 'surname')]).toEqual([['Ana'], ['Petrović']]);
  });

  it('adds a location only once it is picked, removes one, and keeps the last', async () => {
    const { callsTo, sentFormData } = stubFetch({
      ...siteStubs(),
      ...placesStub,
      ...signInAs('CLIENT'),
      'GET /api/v1/profiles/own-profile': { body: ownProfile('CLIENT', company) },
      [`POST /api/v1${CLIENT_CALL}`]: { body: ownProfile('CLIENT', company) },
    });
    const user = userEvent.setup();
    renderApp('/my/profile', { language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'Add a location' }));
    const third = screen.getByRole('group', { name: /^Location 3/ });
    await user.type(within(third).getByRole('textbox', { name: /^Address/ }), 'Bulevar 12, No');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await within(third).findByText('Choose the location from the list of suggestions.')).toBeTruthy();
    expect(callsTo('POST', CLIENT_CALL)).toHaveLength(0);

    await user.click(within(third).getByRole('textbox', { name: /^Address/ }));
    await user.click(await screen.findByRole('option', { name: 'Bulevar 12, Novi Sad, Srbija' }));
    await user.click(screen.getByRole('button', { name: 'Remove location 2' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeTruthy();
    const body = sentFormData(callsTo('POST', CLIENT_CALL)[0]!);
    expect(sent(body, 'locations[0][id]')).toEqual(['55']);
    expect(sent(body, 'locations[1][address]')).toEqual(['Bulevar 12']);
    expect(body?.has('locations[1][id]')).toBe(false);
    expect(body?.has('locations[2][address]')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove location 2' }));
    expect(screen.queryByRole('button', { name: /^Remove location/ })).toBeNull();
  });
});
