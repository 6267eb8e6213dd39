/**
 * The users module (SPEC §7 GET /users): user administration lists. Creating, blocking and role changes come with
 * the admin issue.
 */
import { ZUser, ZUsersQuery } from '@izlog/contract/auth';
import { ZPageQuery } from '@izlog/contract/pagination';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyWithPage } from '../../platform/http/page-reply';
import { requestScope } from '../../platform/http/request-scope';
import { listUsersPage } from './list-users';

export async function usersModule(app: FastifyInstance) {
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
    (request, reply) =>
      replyWithPage(request, reply, (page) => listUsersPage(requestScope(request), request.query, page)),
  );
}
