/** GET /users: a page of the licence's users for their administrators, as the wire shows them. */
import type { TUsersQuery } from '@izlog/contract/auth';
import type { TPage } from '../../platform/http/pagination';
import type { TRequestScope } from '../../platform/http/request-scope';
import { presentUser } from '../accounts/user.presenter';
import { listUsers } from './users.queries';

export async function listUsersPage(scope: TRequestScope, query: TUsersQuery, page: TPage) {
  const filter = {
    username: query['filter[username]'],
    email: query['filter[email]'],
    role: query['filter[role]'],
    status: query['filter[status]'],
  };
  const { rows, total } = await listUsers(scope.tenant, filter, page);
  return { items: rows.map(presentUser), total };
}
