/**
 * GET /users and GET /users/admin-get-licence-users: a page of the licence's users for their administrators, by the
 * modal's section and filters; GET /users/admin-get-user/{id}: one of them.
 */
import type { TAdminUser, TAdminUsersQuery } from '@izlog/contract/user-admin';
import { SECTION_ROLES } from '@izlog/contract/user-admin';
import { notFound } from '../../../platform/http/errors';
import type { TPage } from '../../../platform/http/pagination';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { presentUser } from '../accounts/user.presenter';
import { presentAdminUser } from './admin-user.presenter';
import { findUser, listUsers, type TUserFilter } from './users.queries';

function filterOf(query: TAdminUsersQuery): TUserFilter {
  const section = query['filter[section]'];
  return {
    roles: section ? SECTION_ROLES[section] : undefined,
    role: query['filter[role]'],
    status: query['filter[status]'],
    username: query['filter[username]'],
    email: query['filter[email]'],
    name: query['filter[name]'],
    q: query['filter[q]'],
  };
}

/** GET /users: the list as SPEC §7 names it, each user in the short shape other calls show. */
export async function listUsersPage(scope: TRequestScope, query: TAdminUsersQuery, page: TPage) {
  const { rows, total } = await listUsers(scope.tenant, filterOf(query), page);
  return { items: rows.map(presentUser), total };
}

/** GET /users/admin-get-licence-users: the same list with every field the user management modal shows. */
export async function listAdminUsersPage(
  scope: TRequestScope,
  query: TAdminUsersQuery,
  page: TPage,
): Promise<{ items: TAdminUser[]; total: number }> {
  const { rows, total } = await listUsers(scope.tenant, filterOf(query), page);
  return { items: rows.map(presentAdminUser), total };
}

/** A deleted user is shown too (its anonymised row), as the list with filter[status]=deleted shows it. */
export async function getAdminUser(scope: TRequestScope, id: number): Promise<TAdminUser> {
  const row = await findUser(scope.tenant, id);
  if (!row) throw notFound();
  return presentAdminUser(row);
}
