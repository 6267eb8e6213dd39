/**
 * The audit module (issue 12): GET /audit-log for the licence's admins. Other modules write entries through
 * record-audit.ts (`recordAudit` with their transaction's TenantDb), never through this module's queries.
 */
import { ZAuditEntry, ZAuditQuery } from '@izlog/contract/audit';
import { ZPageQuery } from '@izlog/contract/pagination';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyWithPage } from '../../../platform/http/page-reply';
import { requestScope } from '../../../platform/http/request-scope';
import { listAuditLog } from './list-audit-log';

export async function auditModule(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/audit-log',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: ['Audit log'],
        summary:
          'What admins did to users and the site, newest first; filter[user_id] (about or by that user), filter[action], filter[subject_type]',
        querystring: ZPageQuery.extend(ZAuditQuery.shape),
        response: { 200: z.array(ZAuditEntry) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => listAuditLog(requestScope(request), request.query, page)),
  );
}
