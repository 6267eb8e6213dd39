/**
 * Sales users' accounts on the platform host (decision 0026): sign-up, sign-in, the token check, their own name and
 * phone, sign-out; and the wall between platform and licence sessions in both directions.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { platformUsers } from '../../../db/schema';
import { hashPassword } from '../../../platform/auth/secrets';
import { DEMO_SALES_ACCOUNTS } from '../../../seed/demo-data';
import { seed } from '../../../seed/seed';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const api = (path: string) => `/api/v1${path}`;
const uniqueEmail = (name: string) => `${name}-${randomBytes(4).toString('hex')}@sales.example.com`;
const signUp = (email = uniqueEmail('seller'), extra: Record<string, unknown> = {}) => ({
  name: 'Milan Prodavac',
  email,
  password: 'prodaja-123',
  phone: '0641234567',
  terms: 'true',
  ...extra,
});

async function register(email = uniqueEmail('seller')) {
  const response = await call(app, { method: 'POST', url: api('/users/register-sales-user'), payload: signUp(email) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; auth_key: string; email: string };
}

async function platformAccount(role: 'SALES' | 'PARTNER' | 'PLATFORM_ADMIN', status = 'active') {
  const email = uniqueEmail(role.toLowerCase());
  const [row] = await app.deps.platformDb
    .insert(platformUsers)
    .values({ email, name: role, passwordHash: await hashPassword('platform-pass'), role, status })
    .returning();
  return { ...row!, password: 'platform-pass' };
}

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  call(app, { method: 'POST', url: api('/users/login-sales-user'), payload: { email, password }, headers });

describe('a sales user signs up, works on their account and signs out', () => {
  it('is signed in at once, changes name and phone, and after logout the token is a 511', async () => {
    const email = uniqueEmail('ana');
    const created = await register(email.toUpperCase());
    expect(created).toMatchObject({ email, role: 'SALES', name: 'Milan Prodavac', phone: '0641234567' });
    expect(created.auth_key).toMatch(/^[\w-]{40,}$/);
    const token = created.auth_key;

    const verified = await call(app, { method: 'POST', url: api('/users/verify-sales-user-token'), token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      id: created.id,
      role: 'SALES',
      email,
      name: 'Milan Prodavac',
      phone: '0641234567',
      abilities: ['media.stockPhotos', 'sales.own'],
    });

    const renamed = await call(app, {
      method: 'POST',
      url: api('/profiles/sales-user-update-name'),
      token,
      payload: { name: 'Ana Prodavac' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: created.id, name: 'Ana Prodavac' });
    expect(renamed.json().auth_key).toBeUndefined();

    const badPhone = await call(app, {
      method: 'POST',
      url: api('/profiles/sales-user-update-phone'),
      token,
      payload: { phone: '12-ab' },
    });
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json()[0].field).toBe('phone');
    const phoned = await call(app, {
      method: 'POST',
      url: api('/profiles/sales-user-update-phone'),
      token,
      payload: { phone: '0119876543' },
    });
    expect(phoned.json()).toMatchObject({ name: 'Ana Prodavac', phone: '0119876543' });

    // Signing in again with the password works and gives a second session.
    const again = await login(email, 'prodaja-123');
    expect(again.statusCode).toBe(200);
    expect(again.json().auth_key).not.toBe(token);

    const out = await call(app, { method: 'POST', url: api('/users/logout-sales-user'), token });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('You are logged out.');
    const after = await call(app, { method: 'POST', url: api('/users/verify-sales-user-token'), token });
    expect(after.statusCode).toBe(511);
    expect(after.json().message).toBe('Your session has expired, please login again');
    const write = await call(app, {
      method: 'POST',
      url: api('/profiles/sales-user-update-name'),
      token,
      payload: { name: 'Nobody' },
    });
    expect(write.statusCode).toBe(511);
    // The other session lives on.
    const other = await call(app, {
      method: 'POST',
      url: api('/users/verify-sales-user-token'),
      payload: { auth_key: again.json().auth_key },
    });
    expect(other.json()).toMatchObject({ id: created.id, phone: '0119876543' });
  });

  it('refuses a second account with the same e-mail (409 on the e-mail field, in Serbian too)', async () => {
    const email = uniqueEmail('twice');
    await register(email);
    const second = await call(app, {
      method: 'POST',
      url: api('/users/register-sales-user'),
      payload: signUp(email, { name: 'Someone Else' }),
      language: 'srp',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ status: 409, field: 'email', message: 'Nalog već postoji!' });
  });

  it('checks the form: terms must be accepted, phone digits, a real e-mail', async () => {
    const response = await call(app, {
      method: 'POST',
      url: api('/users/register-sales-user'),
      payload: signUp('not-an-email', { terms: 'false', phone: '12' }),
    });
    expect(response.statusCode).toBe(422);
    expect(
      response
        .json()
        .map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'phone', 'terms']);
  });

  it('lists each platform role’s abilities: the sales ones and the stock picker, nothing else of a licence', async () => {
    for (const [role, abilities] of [
      ['SALES', ['media.stockPhotos', 'sales.own']],
      ['PARTNER', ['media.stockPhotos', 'sales.own', 'sales.partnerLicences']],
      ['PLATFORM_ADMIN', ['media.stockPhotos', 'sales.own', 'sales.partnerLicences', 'sales.platformAdmin']],
    ] as const) {
      const account = await platformAccount(role);
      const signedIn = await login(account.email, account.password);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toMatchObject({ role, abilities });
    }
  });
});

describe('sign-in', () => {
  it('answers a wrong password with the licence login’s message, and throttles an account after five failures', async () => {
    const { email } = await register();
    const licence = await createLicence(app);
    const licenceLogin = await call(app, {
      method: 'POST',
      url: api('/users/login-licence-user'),
      licence: licence.id,
      payload: { email, password: 'wrong-one' },
    });
    const wrong = await login(email, 'wrong-one');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(licenceLogin.json().message);
    for (let attempt = 2; attempt <= 5; attempt++) expect((await login(email, 'wrong-one')).statusCode).toBe(401);
    const locked = await login(email, 'prodaja-123');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not held back by this one's failures.
    const other = await register();
    expect((await login(other.email, 'prodaja-123')).statusCode).toBe(200);
  });

  it('keeps a blocked account out: no sign-in, and its live session is a 511', async () => {
    const account = await platformAccount('SALES');
    const token = (await login(account.email, account.password)).json().auth_key;
    await app.deps.platformDb.update(platformUsers).set({ status: 'blocked' }).where(eq(platformUsers.id, account.id));
    const verify = await call(app, { method: 'POST', url: api('/users/verify-sales-user-token'), token });
    expect(verify.statusCode).toBe(511);
    const again = await login(account.email, account.password);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('This account is blocked.');
  });

  it('asks who is calling: no token is 401, an unknown one 511', async () => {
    const none = await call(app, { method: 'POST', url: api('/users/verify-sales-user-token') });
    expect(none.statusCode).toBe(401);
    const unknown = await call(app, {
      method: 'POST',
      url: api('/users/verify-sales-user-token'),
      token: 'x'.repeat(43),
    });
    expect(unknown.statusCode).toBe(511);
    const visitor = await call(app, {
      method: 'POST',
      url: api('/profiles/sales-user-update-name'),
      payload: { name: 'Visitor' },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('platform and licence sessions never cross', () => {
  it('refuses a licence user’s token on the platform host (511) and a sales token on a site (511)', async () => {
    const licence = await createLicence(app);
    const { token: licenceToken } = await createSignedInUser(app, licence, { role: 'ADMIN' });
    const onPlatform = await call(app, {
      method: 'POST',
      url: api('/users/verify-sales-user-token'),
      token: licenceToken,
    });
    expect(onPlatform.statusCode).toBe(511);
    const bodyToken = await call(app, {
      method: 'POST',
      url: api('/users/verify-sales-user-token'),
      payload: { auth_key: licenceToken },
    });
    expect(bodyToken.statusCode).toBe(511);

    const { auth_key: salesToken } = await register();
    const onSite = await call(app, {
      method: 'POST',
      url: api('/users/verify-token'),
      licence: licence.id,
      token: salesToken,
    });
    expect(onSite.statusCode).toBe(511);
    const ownCallOnSite = await call(app, {
      method: 'POST',
      url: api('/profiles/sales-user-update-name'),
      licence: licence.id,
      token: salesToken,
      payload: { name: 'On a site' },
    });
    expect(ownCallOnSite.statusCode).toBe(511);
  });

  it('gives a licence user calling a sales call on their site 403 "Unauthorized access!"', async () => {
    const licence = await createLicence(app);
    for (const role of ['SUPERADMIN', 'USER'] as const) {
      const { token } = await createSignedInUser(app, licence, { role });
      const response = await call(app, {
        method: 'POST',
        url: api('/profiles/sales-user-update-name'),
        licence: licence.id,
        token,
        payload: { name: 'Not a seller' },
      });
      expect(response.statusCode, role).toBe(403);
      expect(response.json().message).toBe('Unauthorized access!');
    }
  });

  it('serves sign-up and sign-in on the platform host only', async () => {
    const licence = await createLicence(app);
    for (const path of ['/users/register-sales-user', '/users/login-sales-user', '/users/verify-sales-user-token']) {
      const response = await call(app, { method: 'POST', url: api(path), licence: licence.id, payload: signUp() });
      expect(response.statusCode, path).toBe(404);
    }
    const captcha = await call(app, { method: 'GET', url: api('/users/sales-user-captcha') });
    expect(captcha.json()).toEqual({ enabled: false, captcha_id: null, image: null, work: null });
  });
});

describe('sign-up with the captcha switched on', () => {
  let guarded: TTestApp;
  beforeAll(async () => {
    guarded = await createTestApp({ CAPTCHA_ENABLED: 'true', CAPTCHA_WORK_BITS: '8' }, { captchaText: () => 'Pz4Mk' });
  });
  afterAll(() => guarded.close());

  const newCaptcha = async () =>
    (await call(guarded, { method: 'GET', url: api('/users/sales-user-captcha') })).json() as {
      enabled: boolean;
      captcha_id: string;
    };

  it('refuses a wrong answer with "Wrong Captcha" (422) and takes the right one', async () => {
    const first = await newCaptcha();
    expect(first.enabled).toBe(true);
    const wrong = await call(guarded, {
      method: 'POST',
      url: api('/users/register-sales-user'),
      payload: signUp(uniqueEmail('bot'), { captcha_id: first.captcha_id, captcha: 'nope1' }),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual([{ field: 'captcha', message: 'Wrong Captcha' }]);
    const missing = await call(guarded, { method: 'POST', url: api('/users/register-sales-user'), payload: signUp() });
    expect(missing.statusCode).toBe(422);

    const second = await newCaptcha();
    const right = await call(guarded, {
      method: 'POST',
      url: api('/users/register-sales-user'),
      payload: signUp(uniqueEmail('human'), { captcha_id: second.captcha_id, captcha: 'pz4mk' }),
    });
    expect(right.statusCode, right.body).toBe(200);
  });

  it('takes a solved proof of work in place of the picture, once (decision 0046)', async () => {
    const work = (await call(guarded, { method: 'GET', url: api('/users/sales-user-captcha?kind=work') })).json();
    expect(work.image).toBeNull();
    let nonce = 0;
    while (createHash('sha256').update(`${work.work.salt}${nonce}`).digest()[0] !== 0) nonce += 1;
    const answer = { captcha_id: work.captcha_id, captcha: String(nonce) };
    const signedUp = await call(guarded, {
      method: 'POST',
      url: api('/users/register-sales-user'),
      payload: signUp(uniqueEmail('reader'), answer),
    });
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const replay = await call(guarded, {
      method: 'POST',
      url: api('/users/register-sales-user'),
      payload: signUp(uniqueEmail('replay'), answer),
    });
    expect(replay.json()).toEqual([{ field: 'captcha', message: 'Wrong Captcha' }]);
  });
});

describe('the demo world', () => {
  it('has a sales user and a partner earning 10 % who sign in with the README’s passwords', async () => {
    await seed(app.deps.platformDb, []);
    for (const account of DEMO_SALES_ACCOUNTS) {
      const signedIn = await login(account.email, account.password);
      expect(signedIn.statusCode, account.email).toBe(200);
      expect(signedIn.json()).toMatchObject({ role: account.role, name: account.name, phone: account.phone });
      const [row] = await app.deps.platformDb
        .select()
        .from(platformUsers)
        .where(eq(platformUsers.email, account.email));
      expect(row?.commissionRateBp).toBe(account.role === 'PARTNER' ? 1000 : 0);
    }
  });
});
