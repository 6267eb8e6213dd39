import { LICENCE_ROLES, STAFF_ROLES } from '@izlog/contract/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLicence,
  createSignedInUser,
  createUser,
  lastMailTo,
  loginAs,
  runAccountMailJobs,
  tokenFromMail,
} from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { sessions, users } from '../../../db/schema';
import { abilitiesOf } from '../../../platform/permissions/policy';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp({ LOGIN_MAX_ATTEMPTS: '3' });
});
afterAll(() => app.close());

const post = (licence: number, url: string, payload: object, token?: string, language: 'en' | 'srp' = 'en') =>
  call(app, { method: 'POST', url: `/api/v1/users/${url}`, licence, payload, token, language });

describe('front user registration → validation → login', () => {
  it('registers an inactive user, mails a link that validates it, and then lets it log in', async () => {
    const licence = await createLicence(app);
    const email = 'Nova.Korisnica@Example.com';
    const registered = await post(licence.id, 'register-licence-front-user', {
      email,
      password: 'tajna123',
      username: 'nova',
      terms: true,
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().user).toMatchObject({
      email: 'nova.korisnica@example.com',
      role: 'USER',
      status: 'inactive',
    });
    expect(registered.body).not.toContain('password');

    const beforeValidation = await post(licence.id, 'login-licence-user', { email, password: 'tajna123' });
    expect(beforeValidation.statusCode).toBe(403);
    expect(beforeValidation.json().message).toBe('The account is not confirmed yet. Check your e-mail.');

    const mail = await lastMailTo(app, 'nova.korisnica@example.com');
    expect(mail?.subject).toBe(`Confirm your account at ${licence.titleOfApp}`);
    const link = tokenFromMail(mail!.textBody);
    expect(link.url.pathname).toBe('/validate-account');

    const validated = await post(licence.id, 'validate-user-account', {
      email: link.email,
      activation_token: link.token,
    });
    expect(validated.statusCode).toBe(200);
    expect(validated.json().message).toBe('Your account is confirmed. You can log in now.');

    const again = await post(licence.id, 'validate-user-account', { email: link.email, activation_token: link.token });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual([{ field: 'activation_token', message: 'The link is not valid or has expired.' }]);

    const loggedIn = await post(licence.id, 'login-licence-user', { email, password: 'tajna123' });
    expect(loggedIn.statusCode).toBe(200);
    const user = loggedIn.json();
    expect(user).toMatchObject({ username: 'nova', role: 'USER', licence_id: licence.id });
    expect(user.auth_key).toMatch(/^[\w-]{40,}$/);

    const stored = await app.deps.platformDb.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored[0]?.tokenHash).not.toBe(user.auth_key);
  });

  it('answers "Account already exists!" for a second registration of one e-mail, in both languages', async () => {
    const licence = await createLicence(app);
    const existing = await createUser(app, licence);
    const body = { email: existing.email, password: 'abc', username: 'someone-else', terms: '1' };
    const en = await post(licence.id, 'register-licence-front-user', body);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toEqual({ name: 'Conflict', message: 'Account already exists!', status: 409 });
    const srp = await post(licence.id, 'register-licence-front-user', body, undefined, 'srp');
    expect(srp.json().message).toBe('Nalog već postoji!');
  });

  it('allows the same e-mail on another licence: accounts belong to one licence', async () => {
    const a = await createLicence(app);
    const b = await createLicence(app);
    const user = await createUser(app, a);
    const response = await post(b.id, 'register-licence-front-user', {
      email: user.email,
      password: 'abc',
      username: user.username,
      terms: true,
    });
    expect(response.statusCode).toBe(200);
  });

  it('rejects a taken username (any case) and names every invalid field', async () => {
    const licence = await createLicence(app);
    await createUser(app, licence, { username: 'Petar' });
    const taken = await post(licence.id, 'register-licence-front-user', {
      email: 'p@example.com',
      password: 'abc',
      username: 'petar',
      terms: true,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual([{ field: 'username', message: 'This username is taken.' }]);

    const invalid = await post(licence.id, 'register-licence-front-user', {
      email: 'nope',
      password: 'a',
      username: 'x',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'The e-mail address is not valid.' },
        { field: 'password', message: 'Enter at least 2 characters.' },
        { field: 'username', message: 'Enter at least 2 characters.' },
        { field: 'terms', message: 'You must accept the terms of use.' },
      ]),
    );
    const count = await app.deps.platformDb.select().from(users).where(eq(users.licenceId, licence.id));
    expect(count).toHaveLength(1);
  });

  it('refuses registration while the site has login and registration switched off', async () => {
    const licence = await createLicence(app, { loginRegistrationStatus: false });
    const response = await post(licence.id, 'register-licence-front-user', {
      email: 'x@example.com',
      password: 'abc',
      username: 'xx',
      terms: true,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Login and registration are turned off on this site.');
  });
});

describe('login', () => {
  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const licence = await createLicence(app);
    const user = await createUser(app, licence);
    const wrong = await post(licence.id, 'login-licence-user', { email: user.email, password: 'wrong!' });
    const unknown = await post(licence.id, 'login-licence-user', { email: 'ghost@example.com', password: 'wrong!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Wrong e-mail or password.');
  });

  it('greets a client by its company name and a person by name, never by the e-mail login (issue 26 item 9)', async () => {
    const licence = await createLicence(app);
    const client = await createUser(app, licence, {
      role: 'CLIENT',
      username: 'stolarija.hrast@example.com',
      email: 'stolarija.hrast@example.com',
      name: 'Petar',
      surname: 'Hrast',
      companyName: 'Stolarija Hrast',
    });
    const person = await createUser(app, licence, { username: 'marko', name: 'Marko', surname: 'Marković' });
    const clientLogin = await post(licence.id, 'login-licence-user', {
      email: client.email,
      password: client.password,
    });
    const personLogin = await post(licence.id, 'login-licence-user', {
      email: person.email,
      password: person.password,
    });
    expect(clientLogin.json().public_name).toBe('Stolarija Hrast');
    expect(personLogin.json().public_name).toBe('Marko Marković');
  });

  it('refuses a blocked user', async () => {
    const licence = await createLicence(app);
    const user = await createUser(app, licence, { status: 'blocked' });
    const response = await post(licence.id, 'login-licence-user', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This account is blocked.');
  });

  it('locks an account after repeated failures, even with the right password', async () => {
    const licence = await createLicence(app);
    const user = await createUser(app, licence);
    for (let i = 0; i < 3; i++) {
      expect((await post(licence.id, 'login-licence-user', { email: user.email, password: 'bad' })).statusCode).toBe(
        401,
      );
    }
    const locked = await post(licence.id, 'login-licence-user', { email: user.email, password: user.password });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await createUser(app, licence);
    expect(
      (await post(licence.id, 'login-licence-user', { email: other.email, password: other.password })).statusCode,
    ).toBe(200);
  });

  it('lets staff log in while registration is off, but not front users', async () => {
    const licence = await createLicence(app, { loginRegistrationStatus: false });
    const admin = await createUser(app, licence, { role: 'ADMIN' });
    const front = await createUser(app, licence, { role: 'USER' });
    expect(
      (await post(licence.id, 'login-licence-user', { email: admin.email, password: admin.password })).statusCode,
    ).toBe(200);
    expect(
      (await post(licence.id, 'login-licence-user', { email: front.email, password: front.password })).statusCode,
    ).toBe(403);
  });
});

describe('abilities and the closed login, from the policy table', () => {
  it('lets in exactly the roles with auth.signInWhenLoginClosed (the four staff roles) while login is closed', async () => {
    const licence = await createLicence(app, { loginRegistrationStatus: false });
    for (const role of LICENCE_ROLES) {
      const user = await createUser(app, licence, { role });
      const response = await post(licence.id, 'login-licence-user', { email: user.email, password: user.password });
      expect(response.statusCode, role).toBe(STAFF_ROLES.includes(role as never) ? 200 : 403);
    }
  });

  it('answers login and verify-token with the abilities of the user’s role, and none that anyone has', async () => {
    const licence = await createLicence(app);
    for (const role of LICENCE_ROLES) {
      const user = await createUser(app, licence, { role });
      const login = await post(licence.id, 'login-licence-user', { email: user.email, password: user.password });
      expect(login.json().abilities, role).toEqual(abilitiesOf(role));
      const verified = await post(licence.id, 'verify-token', {}, login.json().auth_key);
      expect(verified.json().abilities, role).toEqual(abilitiesOf(role));
      expect(verified.json().abilities, role).not.toContain('auth.login');
    }
    const front = await createSignedInUser(app, licence, { role: 'USER' });
    const frontAbilities = (await post(licence.id, 'verify-token', {}, front.token)).json().abilities;
    expect(frontAbilities).toContain('contents.userBlogs');
    expect(frontAbilities).not.toContain('users.list');
    const admin = await createSignedInUser(app, licence, { role: 'ADMIN' });
    expect((await post(licence.id, 'verify-token', {}, admin.token)).json().abilities).toContain('users.list');
  });

  it('keeps abilities off the user lists: they describe the signed-in user only', async () => {
    const licence = await createLicence(app);
    const { token } = await createSignedInUser(app, licence, { role: 'ADMIN' });
    const list = await call(app, { method: 'GET', url: '/api/v1/users', licence: licence.id, token });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).not.toHaveProperty('abilities');
    expect(list.json()[0]).not.toHaveProperty('auth_key');
  });
});

describe('tokens: verify-token, logout, expiry (511)', () => {
  it('verifies a live token by bearer or by auth_key and answers the current user', async () => {
    const licence = await createLicence(app);
    const { user, token } = await createSignedInUser(app, licence);
    const byBearer = await post(licence.id, 'verify-token', {}, token);
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json()).toMatchObject({ id: user.id, auth_key: token, role: 'USER' });
    const byBody = await post(licence.id, 'verify-token', { auth_key: token });
    expect(byBody.json().id).toBe(user.id);
    expect((await post(licence.id, 'verify-token', {})).statusCode).toBe(401);
  });

  it('answers 511 for a token after logout, and for an unknown token on any call', async () => {
    const licence = await createLicence(app);
    const { token } = await createSignedInUser(app, licence);
    const out = await post(licence.id, 'logout-user', { auth_key: token }, token);
    expect(out.statusCode).toBe(200);
    const after = await post(licence.id, 'verify-token', {}, token);
    expect(after.statusCode).toBe(511);
    expect(after.json()).toEqual({
      name: 'Network Authentication Required',
      message: 'Your session has expired, please login again',
      status: 511,
    });
    const unknown = await call(app, {
      method: 'GET',
      url: '/api/v1/licences/get-licence-details',
      licence: licence.id,
      token: 'made-up',
    });
    expect(unknown.statusCode).toBe(511);
  });

  it('answers 511 once the absolute expiry has passed, and once the session was idle too long', async () => {
    const licence = await createLicence(app);
    const first = await createSignedInUser(app, licence);
    await app.deps.platformDb
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, first.user.id));
    expect((await post(licence.id, 'verify-token', {}, first.token)).statusCode).toBe(511);

    const second = await createSignedInUser(app, licence);
    const idleHours = app.deps.config.SESSION_IDLE_HOURS;
    await app.deps.platformDb
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - (idleHours + 1) * 3_600_000) })
      .where(eq(sessions.userId, second.user.id));
    expect((await post(licence.id, 'verify-token', {}, second.token)).statusCode).toBe(511);
  });

  it('ends the sessions of a user who gets blocked', async () => {
    const licence = await createLicence(app);
    const { user, token } = await createSignedInUser(app, licence);
    await app.deps.platformDb.update(users).set({ status: 'blocked' }).where(eq(users.id, user.id));
    expect((await post(licence.id, 'verify-token', {}, token)).statusCode).toBe(511);
  });
});

describe('passwords', () => {
  it('changes the own password, keeps this session and ends the others', async () => {
    const licence = await createLicence(app);
    const { user, token } = await createSignedInUser(app, licence);
    const otherDevice = await loginAs(app, licence, user);
    const changed = await post(
      licence.id,
      `change-password/${user.id}`,
      { username: user.username, password: user.password, new_password: 'brand-new' },
      token,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Your password is changed.');
    expect((await post(licence.id, 'verify-token', {}, token)).statusCode).toBe(200);
    expect((await post(licence.id, 'verify-token', {}, otherDevice)).statusCode).toBe(511);
    expect(
      (await post(licence.id, 'login-licence-user', { email: user.email, password: 'brand-new' })).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong current password, someone else’s account (403), an unknown or foreign id (404), and visitors (401)', async () => {
    const licence = await createLicence(app);
    const other = await createLicence(app);
    const { user, token } = await createSignedInUser(app, licence);
    const neighbour = await createUser(app, licence);
    const foreigner = await createUser(app, other);
    const body = { password: user.password, new_password: 'xyz-new' };

    const wrong = await post(licence.id, `change-password/${user.id}`, { ...body, password: 'nope' }, token);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual([{ field: 'password', message: 'The current password is wrong.' }]);
    const notMine = await post(licence.id, `change-password/${neighbour.id}`, body, token);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe('Unauthorized access!');
    expect((await post(licence.id, `change-password/${foreigner.id}`, body, token)).statusCode).toBe(404);
    expect((await post(licence.id, 'change-password/999999', body, token)).statusCode).toBe(404);
    expect((await post(licence.id, `change-password/${user.id}`, body)).statusCode).toBe(401);
  });

  it('resets a forgotten password with the mailed single-use token', async () => {
    const licence = await createLicence(app);
    const { user, token } = await createSignedInUser(app, licence);
    const requested = await post(licence.id, 'request-reset-licence-user-password', { email: user.email });
    expect(requested.statusCode).toBe(200);
    await runAccountMailJobs(app);
    const mail = await lastMailTo(app, user.email);
    const link = tokenFromMail(mail!.textBody);
    expect(link.url.pathname).toBe('/reset-password');

    const reset = await post(licence.id, 'reset-licence-user-password', {
      email: user.email,
      password_reset_token: link.token,
      password: 'after-reset',
    });
    expect(reset.statusCode).toBe(200);
    expect((await post(licence.id, 'verify-token', {}, token)).statusCode).toBe(511);
    expect(
      (await post(licence.id, 'login-licence-user', { email: user.email, password: 'after-reset' })).statusCode,
    ).toBe(200);

    const reused = await post(licence.id, 'reset-licence-user-password', {
      email: user.email,
      password_reset_token: link.token,
      password: 'third-one',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()[0].field).toBe('password_reset_token');
  });

  it('answers a reset request for an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const licence = await createLicence(app);
    const user = await createUser(app, licence);
    const known = await post(licence.id, 'request-reset-licence-user-password', { email: user.email });
    const unknown = await post(licence.id, 'request-reset-licence-user-password', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toBe(known.json().message.replace(user.email, 'nobody@example.com'));
    await runAccountMailJobs(app);
    expect(await lastMailTo(app, 'nobody@example.com')).toBeUndefined();
  });
});
