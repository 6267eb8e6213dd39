/** What the user administration tests share: a licence with a signed-in user of each role, the calls, the rows. */
import type { TLicenceRole } from '@izlog/contract/roles';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, users } from '../../src/db/schema';
import type { TTestLicence } from '../factories';
import { call } from '../harness';
import { contentWorld, tenantOf } from './content-test-support';

export const userAdminWorld = contentWorld;
export type TUserAdminWorld = Awaited<ReturnType<typeof userAdminWorld>>;

export const tokenOf = (world: TUserAdminWorld, role: TLicenceRole) =>
  ({
    SUPERADMIN: world.superadmin,
    ADMIN: world.admin,
    EDITOR: world.editor,
    MODERATOR: world.moderator,
    CLIENT: world.client,
    USER: world.user,
  })[role].token;

type TOptions = { token?: string; language?: 'en' | 'srp'; payload?: object };

/** A call to /api/v1/users or under it. */
export const usersCall = (
  app: FastifyInstance,
  licence: TTestLicence,
  method: 'GET' | 'POST',
  path: string,
  options: TOptions = {},
) =>
  call(app, {
    method,
    url: path === '' || path.startsWith('?') ? `/api/v1/users${path}` : `/api/v1/users/${path}`,
    licence: licence.id,
    ...options,
  });

/** GET /api/v1/audit-log with a query. */
export const auditLogCall = (app: FastifyInstance, licence: TTestLicence, query = '', options: TOptions = {}) =>
  call(app, { method: 'GET', url: `/api/v1/audit-log${query}`, licence: licence.id, ...options });

export async function userRow(app: FastifyInstance, licence: TTestLicence, id: number) {
  const [row] = await tenantOf(app, licence).select(users, eq(users.id, id));
  return row!;
}

/** The licence's audit entries in the order they were written, straight from the table. */
export const auditRows = (app: FastifyInstance, licence: TTestLicence) =>
  tenantOf(app, licence).select(auditLog).orderBy(auditLog.id);
