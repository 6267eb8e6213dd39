/**
 * Who may call user administration (SPEC §6, issue 12): every call × every role. The superadmin and admins go
 * through; editors, moderators, clients and front users get 403 "Unauthorized access!" in the request's language;
 * a visitor 401; another licence's user id is a 404.
 */
import { LICENCE_ROLES, type TLicenceRole } from '@izlog/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/factories';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import {
  auditLogCall,
  auditRows,
  type TUserAdminWorld,
  tokenOf,
  userAdminWorld,
  userRow,
  usersCall,
} from '../../../../test/support/user-admin';
import { POLICY } from '../../../platform/permissions/policy';

let app: TTestApp;
let world: TUserAdminWorld;
let other: TUserAdminWorld;
beforeAll(async () => {
  app = await createTestApp();
  [world, other] = await Promise.all([userAdminWorld(app), userAdminWorld(app)]);
});
afterAll(() => app.close());

const ADMINISTERING: TLicenceRole[] = ['SUPERADMIN', 'ADMIN'];

it('gives user administration and the audit log to the superadmin and admins only (SPEC §6)', () => {
  expect(POLICY['users.administer']).toEqual(ADMINISTERING);
  expect(POLICY['users.list']).toEqual(ADMINISTERING);
  expect(POLICY['audit.read']).toEqual(ADMINISTERING);
});

type TCallCase = { method: 'GET' | 'POST'; path: (id: number) => string; payload?: (n: number) => object };

/** Every call, with a body that goes through for an allowed role; `n` keeps each call's values its own. */
const CALLS: Record<string, TCallCase> = {
  list: { method: 'GET', path: () => '' },
  'admin-get-licence-users': { method: 'GET', path: () => 'admin-get-licence-users' },
  'admin-get-user': { method: 'GET', path: (id) => `admin-get-user/${id}` },
  'admin-create-user': {
    method: 'POST',
    path: () => 'admin-create-user',
    payload: (n) => ({ email: `made-${n}@example.com`, username: `made-${n}`, role: 'EDITOR', password: 'pass-word' }),
  },
  'admin-update-user': { method: 'POST', path: (id) => `admin-update-user/${id}`, payload: () => ({ name: 'Nina' }) },
  'admin-update-user-username': {
    method: 'POST',
    path: (id) => `admin-update-user-username/${id}`,
    payload: (n) => ({ username: `renamed-${n}` }),
  },
  'admin-update-user-email': {
    method: 'POST',
    path: (id) => `admin-update-user-email/${id}`,
    payload: (n) => ({ email: `moved-${n}@example.com` }),
  },
  'admin-update-user-role': {
    method: 'POST',
    path: (id) => `admin-update-user-role/${id}`,
    payload: () => ({ role: 'MODERATOR', status: 'active' }),
  },
  'admin-block-user': { method: 'POST', path: (id) => `admin-block-user/${id}` },
  'admin-activate-user': { method: 'POST', path: (id) => `admin-activate-user/${id}` },
  'send-mail-to-licence-user': {
    method: 'POST',
    path: () => 'send-mail-to-licence-user',
    payload: () => ({ subject: 'Hello', text: 'A word from the site.' }),
  },
  'admin-delete-user-preview': { method: 'GET', path: (id) => `admin-delete-user-preview/${id}` },
  'admin-delete-user': {
    method: 'POST',
    path: (id) => `admin-delete-user/${id}`,
    payload: () => ({ content_action: 'transfer' }),
  },
};

let made = 0;
/** A fresh front user to act on, and the call's request for them. */
async function requestFor(w: TUserAdminWorld, name: string) {
  made += 1;
  const target = await createUser(app, w.licence, { role: 'USER' });
  const each = CALLS[name]!;
  const payload = each.payload?.(made);
  const withId = name === 'send-mail-to-licence-user' ? { ...payload, id: target.id } : payload;
  return { target, path: each.path(target.id), method: each.method, payload: withId };
}

describe.each(Object.keys(CALLS))('%s', (name) => {
  it.each(ADMINISTERING)('goes through for %s', async (role) => {
    const { path, method, payload } = await requestFor(world, name);
    const response = await usersCall(app, world.licence, method, path, { token: tokenOf(world, role), payload });
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each(LICENCE_ROLES.filter((role) => !ADMINISTERING.includes(role)))(
    'is refused to %s with "Unauthorized access!" in either language, changing nothing',
    async (role) => {
      const { target, path, method, payload } = await requestFor(world, name);
      const before = await userRow(app, world.licence, target.id);
      const entries = (await auditRows(app, world.licence)).length;
      const en = await usersCall(app, world.licence, method, path, { token: tokenOf(world, role), payload });
      expect(en.statusCode).toBe(403);
      expect(en.json().message).toBe('Unauthorized access!');
      const srp = await usersCall(app, world.licence, method, path, {
        token: tokenOf(world, role),
        payload,
        language: 'srp',
      });
      expect(srp.statusCode).toBe(403);
      expect(srp.json().message).toBe('Neovlašćen pristup!');
      expect(await userRow(app, world.licence, target.id)).toEqual(before);
      expect(await auditRows(app, world.licence)).toHaveLength(entries);
    },
  );

  it('asks a visitor to log in (401)', async () => {
    const { path, method, payload } = await requestFor(world, name);
    const response = await usersCall(app, world.licence, method, path, { payload });
    expect(response.statusCode).toBe(401);
  });

  if (CALLS[name]!.path(1) !== CALLS[name]!.path(2) || name === 'send-mail-to-licence-user') {
    it('answers 404 for another licence’s user, which stays as it was', async () => {
      const { target, path, method, payload } = await requestFor(other, name);
      const before = await userRow(app, other.licence, target.id);
      const response = await usersCall(app, world.licence, method, path, { token: world.admin.token, payload });
      expect(response.statusCode).toBe(404);
      expect(await userRow(app, other.licence, target.id)).toEqual(before);
    });

    it('answers 404 for an id no user has', async () => {
      const { path, method, payload } = await requestFor(world, name);
      const unknown = path.replace(/\/\d+$/, '/2147483000');
      const body = name === 'send-mail-to-licence-user' ? { ...payload, id: 2147483000 } : payload;
      const response = await usersCall(app, world.licence, method, unknown, {
        token: world.admin.token,
        payload: body,
      });
      expect(response.statusCode).toBe(404);
    });
  }
});

describe('GET /audit-log', () => {
  it.each(ADMINISTERING)('is read by %s', async (role) => {
    const response = await auditLogCall(app, world.licence, '', { token: tokenOf(world, role) });
    expect(response.statusCode).toBe(200);
  });

  it.each(LICENCE_ROLES.filter((role) => !ADMINISTERING.includes(role)))('is refused to %s', async (role) => {
    const response = await auditLogCall(app, world.licence, '', { token: tokenOf(world, role) });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Unauthorized access!');
  });

  it('asks a visitor to log in', async () => {
    expect((await auditLogCall(app, world.licence)).statusCode).toBe(401);
  });
});
