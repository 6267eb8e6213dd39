/**
 * Deleting a user whose anonymised name another account holds after all (decision 0023): the random part of the name
 * makes it all but impossible, so the name is fixed here. The unique index refuses, and the admin gets a 409 saying
 * so in their language, with nothing deleted, moved or logged.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../../test/factories';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import { seedContent, tenantOf } from '../../../../test/support/content-test-support';
import {
  auditRows,
  type TUserAdminWorld,
  userAdminWorld,
  userRow,
  usersCall,
} from '../../../../test/support/user-admin';
import { contents } from '../../../db/schema';

vi.mock('./deleted-account-name', () => ({
  deletedAccountName: (id: number) => ({ username: `deleted-${id}-fixed`, email: `deleted-${id}-fixed@invalid` }),
}));

let app: TTestApp;
let world: TUserAdminWorld;
beforeAll(async () => {
  app = await createTestApp();
  world = await userAdminWorld(app);
});
afterAll(() => app.close());

describe('POST /users/admin-delete-user/{id} when the anonymised name is taken', () => {
  it.each([
    ['en', 'The user was not deleted: another account has the name a deleted account is given.'],
    ['srp', 'Korisnik nije obrisan: ime koje obrisani nalog dobija upravo ima drugi nalog.'],
  ] as const)('answers 409 (%s) and changes nothing', async (language, message) => {
    const user = await createUser(app, world.licence, { role: 'CLIENT' });
    const product = await seedContent(app, world.licence, { contentTypeId: CONTENT_TYPE.product, authorId: user.id });
    await createUser(app, world.licence, { username: `Deleted-${user.id}-Fixed` });
    const entries = (await auditRows(app, world.licence)).length;

    const response = await usersCall(app, world.licence, 'POST', `admin-delete-user/${user.id}`, {
      token: world.admin.token,
      payload: { content_action: 'transfer' },
      language,
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ status: 409, message: expect.stringContaining(message) });
    expect(await userRow(app, world.licence, user.id)).toMatchObject({ status: 'active', username: user.username });
    const [row] = await tenantOf(app, world.licence).select(contents, eq(contents.id, product.id));
    expect(row!.authorId).toBe(user.id);
    expect(await auditRows(app, world.licence)).toHaveLength(entries);
  });
});
