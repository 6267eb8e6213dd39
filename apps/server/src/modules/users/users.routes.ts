/** User administration lists (SPEC §7 GET /users). Creating, blocking and role changes come with the admin issue. */
import { ZUser, ZUsersQuery } from '@izlog/contract/auth';
import { ZPageQuery } from '@izlog/contract/pagination';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageWindow, setPaginationHeaders } from '../../platform/http/pagination';
import { presentUser } from '../accounts/user.presenter';
import { listUsers } from './users.queries';

export async function usersRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/users',
    {
      config: { permission: 'users.list' },
      schema: {
        tags: ['Auth and users'],
        summary: 'Users of the licence, paginated; filter[username|email|role|status]',
        querystring: ZPageQuery.extend(ZUsersQuery.shape),
        response: { 200: z.array(ZUser) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const page = pageWindow(q);
      const { rows, total } = await listUsers(
        request.tenant,
        {
          username: q['filter[username]'],
          email: q['filter[email]'],
          role: q['filter[role]'],
          status: q['filter[status]'],
        },
        page,
      );
      setPaginationHeaders(request, reply, page, total);
      return rows.map(presentUser);
    },
  );
}
