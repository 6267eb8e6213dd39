/**
 * What the site's switches and settings do once saved (issue 12 items 3 and 4), on an app whose caches are on as in
 * production: the visitor's very next request sees the change — the licence resolver, the public answer cache and
 * the page's HTML title all drop what they held.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLicence,
  createSignedInUser,
  createUser,
  lastMailTo,
  type TTestLicence,
} from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { pictureOf } from '../../../../test/images';
import { multipart } from '../../../../test/multipart';
import type { SocialVerifier } from '../../../platform/social/social-verifier';

/** Vouches for any Google token: enough to reach the registration check of social sign-in. */
const anyGoogleUser: SocialVerifier = {
  isEnabled: () => true,
  verify: async (claim) => ({ providerUserId: claim.providerUserId, email: `${claim.providerUserId}@example.com` }),
};

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp(
    { PUBLIC_CACHE_TTL_SECONDS: '60', PUBLIC_LIST_CACHE_SECONDS: '60' },
    { social: anyGoogleUser },
  );
});
afterAll(() => app.close());

async function siteWithAdmin() {
  const licence = await createLicence(app, { titleOfApp: 'Naslov zakupa', icon: '/media/x/logo/a-400x400.webp' });
  const { token } = await createSignedInUser(app, licence, { role: 'ADMIN' });
  return { licence, token };
}

const visit = (licence: TTestLicence, url: string, language: 'en' | 'srp' = 'en') =>
  call(app, { method: 'GET', url, licence: licence.id, language });

const setSwitch = async (licence: TTestLicence, token: string, name: string, status: boolean | string) => {
  const response = await call(app, {
    method: 'POST',
    url: `/api/v1/licences/${name}`,
    licence: licence.id,
    token,
    payload: { status },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('search switch', () => {
  it('turned off, search and the contents’ search refuse at once though their answers were cached; on again, they answer', async () => {
    const { licence, token } = await siteWithAdmin();
    await visit(licence, '/api/v1/search?q=stolica');
    const cached = await visit(licence, '/api/v1/search?q=stolica');
    expect(cached.statusCode).toBe(200);
    expect(cached.headers['x-cache']).toBe('hit');

    expect((await setSwitch(licence, token, 'change-search-status', 'off')).search_status).toBe(false);
    const search = await visit(licence, '/api/v1/search?q=stolica', 'srp');
    expect(search.statusCode).toBe(403);
    expect(search.json().message).toBe('Pretraga je isključena na ovom sajtu.');
    const contents = await visit(licence, '/api/v1/contents?search=stolica');
    expect(contents.statusCode).toBe(403);
    expect(contents.json().message).toBe('Search is turned off on this site.');
    expect((await visit(licence, '/api/v1/licences/get-licence-details')).json().search_status).toBe(false);
    // The rest of the site is not search: the lists still answer.
    expect((await visit(licence, '/api/v1/contents')).statusCode).toBe(200);

    await setSwitch(licence, token, 'change-search-status', true);
    expect((await visit(licence, '/api/v1/search?q=stolica')).statusCode).toBe(200);
  });
});

describe('login and registration switch', () => {
  it('turned off, every way to a new account refuses and only staff sign in; on again, visitors register', async () => {
    const { licence, token } = await siteWithAdmin();
    const front = await createUser(app, licence, { role: 'USER' });
    const editor = await createUser(app, licence, { role: 'EDITOR' });
    const login = (user: typeof front) =>
      call(app, {
        method: 'POST',
        url: '/api/v1/users/login-licence-user',
        licence: licence.id,
        payload: { email: user.email, password: user.password },
      });
    const registerFront = (email: string) =>
      call(app, {
        method: 'POST',
        url: '/api/v1/users/register-licence-front-user',
        licence: licence.id,
        language: 'srp',
        payload: { email, password: 'tajna123', username: email.split('@')[0], terms: true },
      });

    expect((await setSwitch(licence, token, 'change-login-registration-status', false)).login_registration_status).toBe(
      false,
    );

    const register = await registerFront('nova@example.com');
    expect(register.statusCode).toBe(403);
    expect(register.json().message).toBe('Prijava i registracija su isključene na ovom sajtu.');

    const client = await call(app, {
      method: 'POST',
      url: '/api/v1/users/register-licence-client',
      licence: licence.id,
      ...(await multipart({
        email: 'firma@example.com',
        password: 'tajna123',
        company_name: 'Firma',
        phone: '0641234567',
        'locations[0][country]': 'Srbija',
        'locations[0][city]': 'Beograd',
        'locations[0][address]': 'Knez Mihailova 1',
        logo: { data: await pictureOf('png', 200, 200), filename: 'logo.png', type: 'image/png' },
        terms: '1',
      })),
    });
    expect(client.statusCode).toBe(403);
    expect(client.json().message).toBe('Login and registration are turned off on this site.');

    const social = await call(app, {
      method: 'POST',
      url: '/api/v1/users/social-auth',
      licence: licence.id,
      payload: { email: 'g-7@example.com', google_id: 'g-7', google_access_token: 'token' },
    });
    expect(social.statusCode).toBe(403);
    expect(social.json().message).toBe('Login and registration are turned off on this site.');

    expect((await login(front)).statusCode).toBe(403);
    expect((await login(editor)).statusCode).toBe(200);

    await setSwitch(licence, token, 'change-login-registration-status', 'on');
    expect((await registerFront('druga@example.com')).statusCode).toBe(200);
    expect((await login(front)).statusCode).toBe(200);
  });
});

describe('the page’s HTML and mails after a settings change', () => {
  it('carries the site name as its title at once, on the home page and a single page, as mails do', async () => {
    const { licence, token } = await siteWithAdmin();
    const titleOf = async (url: string) =>
      /<title>([^<]*)<\/title>/.exec(
        (await call(app, { method: 'GET', url, licence: licence.id, headers: { accept: 'text/html' } })).body,
      )?.[1];
    expect(await titleOf('/')).toBe('Naslov zakupa');

    const saved = await call(app, {
      method: 'POST',
      url: '/api/v1/licences/update-licence-data',
      licence: licence.id,
      token,
      payload: { site_name: 'Kuća & Bašta' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await titleOf('/')).toBe('Kuća &amp; Bašta');
    expect(await titleOf('/products/nema-ga')).toBe('Kuća &amp; Bašta');

    // Mails name the site as its pages do.
    const registered = await call(app, {
      method: 'POST',
      url: '/api/v1/users/register-licence-front-user',
      licence: licence.id,
      payload: { email: 'posetilac@example.com', password: 'tajna123', username: 'posetilac', terms: true },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect((await lastMailTo(app, 'posetilac@example.com'))?.subject).toBe('Confirm your account at Kuća & Bašta');
  });
});
