/**
 * Blocking and activating (SPEC §4, §6, issue 12): a block takes effect at once — the user's tokens answer 511 and
 * login refuses them — and activating lets them in again. The licence's owner can never be blocked, demoted, have
 * their status changed or be deleted; an admin cannot lock themselves out. Refusals change nothing and log nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import {
  auditRows,
  type TUserAdminWorld,
  userAdminWorld,
  userRow,
  usersCall,
} from '../../../../test/support/user-admin';

let app: TTestApp;
let world: TUserAdminWorld;
beforeAll(async () => {
  app = await createTestApp();
  world = await userAdminWorld(app);
});
afterAll(() => app.close());

const as = (token: string, method: 'GET' | 'POST', path: string, payload?: object, language: 'en' | 'srp' = 'en') =>
  usersCall(app, world.licence, method, path, { token, payload, language });

const login = (email: string, password: string, language: 'en' | 'srp' = 'en') =>
  call(app, {
    method: 'POST',
    url: '/api/v1/users/login-licence-user',
    licence: world.licence.id,
    payload: { email, password },
    language,
  });

/** A call the signed-in user makes on their own behalf. */
const ownCall = (token: string) =>
  call(app, { method: 'GET', url: '/api/v1/profiles/own-profile', licence: world.licence.id, token });

async function expectNothingChanged(userId: number, act: () => Promise<unknown>) {
  const before = await userRow(app, world.licence, userId);
  const entries = (await auditRows(app, world.licence)).length;
  await act();
  expect(await userRow(app, world.licence, userId)).toEqual(before);
  expect(await auditRows(app, world.licence)).toHaveLength(entries);
}

describe('blocking and activating', () => {
  it('blocks at once: every token of the user answers 511, login refuses; activating lets them in again', async () => {
    const { user, token } = await createSignedInUser(app, world.licence, { role: 'USER' });
    const secondDevice = (await login(user.email, user.password)).json().auth_key;
    expect((await ownCall(token)).statusCode).not.toBe(511);

    const blocked = await as(world.admin.token, 'POST', `admin-block-user/${user.id}`, undefined, 'srp');
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().message).toBe('Korisnik je blokiran.');
    expect((await ownCall(token)).statusCode).toBe(511);
    expect((await ownCall(secondDevice)).statusCode).toBe(511);
    const refused = await login(user.email, user.password, 'srp');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Ovaj nalog je blokiran.');
    expect((await userRow(app, world.licence, user.id)).status).toBe('blocked');

    const activated = await as(world.admin.token, 'POST', `admin-activate-user/${user.id}`);
    expect(activated.statusCode).toBe(200);
    expect(activated.json().message).toBe('The user has been activated.');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    // Old tokens stay dead: activating does not bring back the sessions a block ended.
    expect((await ownCall(token)).statusCode).toBe(511);

    const entries = (await auditRows(app, world.licence)).filter((row) => row.subjectId === user.id);
    expect(entries.map((row) => [row.action, row.before, row.after])).toEqual([
      ['user.block', { status: 'active' }, { status: 'blocked' }],
      ['user.activate', { status: 'blocked' }, { status: 'active' }],
    ]);
  });

  it('activating an active user changes nothing and logs nothing', async () => {
    const user = await createUser(app, world.licence);
    await expectNothingChanged(user.id, async () => {
      expect((await as(world.admin.token, 'POST', `admin-activate-user/${user.id}`)).statusCode).toBe(200);
    });
  });

  it('an admin may block another admin', async () => {
    const { user, token } = await createSignedInUser(app, world.licence, { role: 'ADMIN' });
    expect((await as(world.admin.token, 'POST', `admin-block-user/${user.id}`)).statusCode).toBe(200);
    expect((await as(token, 'GET', 'admin-get-licence-users')).statusCode).toBe(511);
  });
});

describe('the licence’s owner (SUPERADMIN) is out of reach', () => {
  const owner = () => world.superadmin.user;
  const attempts: [string, 'GET' | 'POST', (id: number) => string, object | undefined][] = [
    ['block', 'POST', (id) => `admin-block-user/${id}`, undefined],
    ['activate', 'POST', (id) => `admin-activate-user/${id}`, undefined],
    ['demote', 'POST', (id) => `admin-update-user-role/${id}`, { role: 'ADMIN', status: 'active' }],
    ['change the status of', 'POST', (id) => `admin-update-user-role/${id}`, { role: 'EDITOR', status: 'blocked' }],
    ['preview deleting', 'GET', (id) => `admin-delete-user-preview/${id}`, undefined],
    ['delete', 'POST', (id) => `admin-delete-user/${id}`, { content_action: 'transfer' }],
  ];

  it.each(attempts)(
    'an admin cannot %s them: 403 "You can not block superadmin"',
    async (_label, method, path, body) => {
      await expectNothingChanged(owner().id, async () => {
        const en = await as(world.admin.token, method, path(owner().id), body);
        expect(en.statusCode).toBe(403);
        expect(en.json().message).toBe('You can not block superadmin');
        const srp = await as(world.admin.token, method, path(owner().id), body, 'srp');
        expect(srp.json().message).toBe('Ne možete blokirati superadmina.');
      });
      expect((await ownCall(world.superadmin.token)).statusCode).not.toBe(511);
    },
  );

  it.each(attempts)('nor can the superadmin %s themselves', async (_label, method, path, body) => {
    await expectNothingChanged(owner().id, async () => {
      const response = await as(world.superadmin.token, method, path(owner().id), body);
      expect(response.statusCode).toBe(403);
    });
  });

  it('nobody is made SUPERADMIN: 422 naming role', async () => {
    const user = await createUser(app, world.licence, { role: 'ADMIN' });
    await expectNothingChanged(user.id, async () => {
      const response = await as(world.superadmin.token, 'POST', `admin-update-user-role/${user.id}`, {
        role: 'SUPERADMIN',
        status: 'active',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()[0].field).toBe('role');
    });
  });

  it('the superadmin may block an admin', async () => {
    const user = await createUser(app, world.licence, { role: 'ADMIN' });
    expect((await as(world.superadmin.token, 'POST', `admin-block-user/${user.id}`)).statusCode).toBe(200);
  });
});

describe('an admin cannot lock themselves out', () => {
  const attempts: [string, 'GET' | 'POST', (id: number) => string, object | undefined][] = [
    ['block themselves', 'POST', (id) => `admin-block-user/${id}`, undefined],
    [
      'take a role without user administration',
      'POST',
      (id) => `admin-update-user-role/${id}`,
      {
        role: 'EDITOR',
        status: 'active',
      },
    ],
    [
      'set their own status to blocked',
      'POST',
      (id) => `admin-update-user-role/${id}`,
      {
        role: 'ADMIN',
        status: 'blocked',
      },
    ],
    [
      'set their own status to inactive',
      'POST',
      (id) => `admin-update-user-role/${id}`,
      {
        role: 'ADMIN',
        status: 'inactive',
      },
    ],
    ['preview deleting themselves', 'GET', (id) => `admin-delete-user-preview/${id}`, undefined],
    ['delete themselves', 'POST', (id) => `admin-delete-user/${id}`, { content_action: 'withdraw' }],
  ];

  it.each(attempts)('cannot %s: 403 self_lockout in the request’s language', async (_label, method, path, body) => {
    const { user, token } = await createSignedInUser(app, world.licence, { role: 'ADMIN' });
    await expectNothingChanged(user.id, async () => {
      const response = await as(token, method, path(user.id), body, 'srp');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'Ne možete blokirati, obrisati niti sebi oduzeti administraciju sopstvenog naloga.',
      );
    });
    expect((await as(token, 'GET', 'admin-get-licence-users')).statusCode).toBe(200);
  });

  it('may keep their own role and status (nothing changes, the session stays)', async () => {
    const { user, token } = await createSignedInUser(app, world.licence, { role: 'ADMIN' });
    const response = await as(token, 'POST', `admin-update-user-role/${user.id}`, { role: 'ADMIN', status: 'active' });
    expect(response.statusCode).toBe(200);
    expect((await as(token, 'GET', 'admin-get-licence-users')).statusCode).toBe(200);
  });
});

describe('a deleted user is not changed', () => {
  it.each([
    ['POST', 'admin-update-user', { name: 'Back' }],
    ['POST', 'admin-update-user-username', { username: 'back-again' }],
    ['POST', 'admin-update-user-email', { email: 'back@example.com' }],
    ['POST', 'admin-update-user-role', { role: 'USER', status: 'active' }],
    ['POST', 'admin-block-user', undefined],
    ['POST', 'admin-activate-user', undefined],
    ['GET', 'admin-delete-user-preview', undefined],
    ['POST', 'admin-delete-user', { content_action: 'transfer' }],
  ] as const)('%s %s answers 409 user_already_deleted', async (method, call, body) => {
    const user = await createUser(app, world.licence);
    expect(
      (await as(world.admin.token, 'POST', `admin-delete-user/${user.id}`, { content_action: 'transfer' })).statusCode,
    ).toBe(200);
    await expectNothingChanged(user.id, async () => {
      const response = await as(world.admin.token, method, `${call}/${user.id}`, body);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('This user has been deleted.');
    });
  });

  it('nor written to', async () => {
    const user = await createUser(app, world.licence);
    await as(world.admin.token, 'POST', `admin-delete-user/${user.id}`, { content_action: 'transfer' });
    const response = await as(world.admin.token, 'POST', 'send-mail-to-licence-user', {
      id: user.id,
      subject: 'Hello',
      text: 'Are you there?',
    });
    expect(response.statusCode).toBe(409);
  });
});
