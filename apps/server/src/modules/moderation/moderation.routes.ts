/**
 * HTTP of SPEC §7 "Moderation" (decision 0011): publishing drafts, the moderators' decisions on blogs, products and
 * catalogs, the counts of what waits, an item's versions side by side, and its history. The comments' calls under
 * /moderations live in the comments module.
 */
import { ZCatalog } from '@izlog/contract/catalogs';
import { CONTENT_TYPE, type TContentTypeId } from '@izlog/contract/constants';
import { ZContent } from '@izlog/contract/contents';
import {
  type TModeratedKind,
  ZCatalogChanges,
  ZContentChanges,
  ZHistoryEntry,
  ZHistoryParams,
  ZModerationDecisionRequest,
  ZModerationNumbers,
  ZModerationResult,
  ZRequestForEditRequest,
} from '@izlog/contract/moderation';
import { ZPageQuery } from '@izlog/contract/pagination';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/http/errors';
import { pageWindow, setPaginationHeaders } from '../../platform/http/pagination';
import { zIdParam } from '../../platform/http/schemas';
import type { TPermission } from '../../platform/permissions/policy';
import { countCommentsOnModeration } from '../comments/comments.queries';
import { catalogChanges, contentChanges } from './changes';
import { decide } from './decide';
import { presentHistoryEntry } from './history';
import { listHistory } from './history.queries';
import { countWaiting, itemExists } from './moderation.queries';
import { moderationContext } from './moderation-context';
import { publishDraft } from './publish-draft';
import { catalogRef, contentRef } from './revisions.queries';
import { catalogSubject, contentSubject, type TSubject } from './subjects';

const tags = ['Moderation'];

/** publish-*-draft: who may publish a draft is who may write that kind of draft (the contents' and catalogs' keys). */
const PUBLISH_CALLS: { name: string; subject: TSubject; permission: TPermission; what: string }[] = [
  {
    name: 'publish-blog-draft',
    subject: contentSubject(CONTENT_TYPE.blog),
    permission: 'contents.blogDrafts',
    what: 'blog',
  },
  {
    name: 'publish-article-draft',
    subject: contentSubject(CONTENT_TYPE.article),
    permission: 'contents.articles',
    what: 'article',
  },
  {
    name: 'publish-product-draft',
    subject: contentSubject(CONTENT_TYPE.product),
    permission: 'contents.productDrafts',
    what: 'product',
  },
  {
    name: 'admin-publish-page-draft',
    subject: contentSubject(CONTENT_TYPE.staticPage),
    permission: 'contents.pages',
    what: 'static page',
  },
  { name: 'publish-catalog-draft', subject: catalogSubject, permission: 'catalogs.draft', what: 'catalog' },
];

const MODERATED: Record<TModeratedKind, TSubject> = {
  blog: contentSubject(CONTENT_TYPE.blog as TContentTypeId),
  product: contentSubject(CONTENT_TYPE.product as TContentTypeId),
  catalog: catalogSubject,
};

export async function moderationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const { name, subject, permission, what } of PUBLISH_CALLS) {
    api.post(
      `/moderations/${name}/:id`,
      {
        config: { permission },
        schema: {
          tags,
          summary:
            `Publish a ${what} saved as a draft (or sent back for edit) as it is: clients and users send it to ` +
            'moderation, staff publish it; 422 when it lacks what publishing needs or is not a draft',
          params: zIdParam,
          response: { 200: subject === catalogSubject ? ZCatalog : ZContent },
        },
      },
      (request) => publishDraft(moderationContext(request), subject, request.params.id),
    );
  }

  for (const [kind, subject] of Object.entries(MODERATED) as [TModeratedKind, TSubject][]) {
    const decision = { config: { permission: 'moderation.moderate' as const } };
    api.post(
      `/moderations/approve-${kind}/:id`,
      {
        ...decision,
        schema: {
          tags,
          summary:
            `Approve a ${kind} on moderation (a new one, or an edit of an approved one, which then replaces the ` +
            'public version); 409 when it was already moderated or its edit changed (revision_id)',
          params: zIdParam,
          body: ZModerationDecisionRequest,
          response: { 200: ZModerationResult },
        },
      },
      (request) =>
        decide(moderationContext(request), subject, request.params.id, 'approve', {
          revisionId: request.body.revision_id,
        }),
    );
    api.post(
      `/moderations/disapprove-${kind}/:id`,
      {
        ...decision,
        schema: {
          tags,
          summary:
            `Disapprove a ${kind} on moderation: a new one becomes deleted (the author must enter it again); an edit ` +
            'of an approved one is dropped and the approved version stays',
          params: zIdParam,
          body: ZModerationDecisionRequest,
          response: { 200: ZModerationResult },
        },
      },
      (request) =>
        decide(moderationContext(request), subject, request.params.id, 'disapprove', {
          revisionId: request.body.revision_id,
        }),
    );
    api.post(
      `/moderations/request-for-edit-${kind}/:id`,
      {
        ...decision,
        schema: {
          tags,
          summary: `Send a ${kind} on moderation (or its edit) back to the author with remark_request_for_edit`,
          params: zIdParam,
          body: ZRequestForEditRequest,
          response: { 200: ZModerationResult },
        },
      },
      (request) =>
        decide(moderationContext(request), subject, request.params.id, 'requestEdit', {
          remark: request.body.remark_request_for_edit,
          revisionId: request.body.revision_id,
        }),
    );
  }

  api.get(
    '/moderations/moderation-numbers',
    {
      config: { permission: 'moderation.moderate' },
      schema: {
        tags,
        summary: 'How many blogs, products, catalogs (new ones and edits of approved ones) and comments wait',
        response: { 200: ZModerationNumbers },
      },
    },
    async (request) => {
      const [waiting, comments] = await Promise.all([
        countWaiting(request.tenant),
        countCommentsOnModeration(request.tenant),
      ]);
      return { ...waiting, comments };
    },
  );

  api.get(
    '/moderations/content-changes/:id',
    {
      config: { permission: 'moderation.changes' },
      schema: {
        tags,
        summary:
          'A content’s approved version (previous) and the edit that waits (current), field by field; for staff ' +
          'and the author',
        params: zIdParam,
        response: { 200: ZContentChanges },
      },
    },
    (request) => contentChanges(moderationContext(request), request.params.id),
  );

  api.get(
    '/moderations/catalog-changes/:id',
    {
      config: { permission: 'moderation.changes' },
      schema: {
        tags,
        summary:
          'A catalog’s approved version (previous) and the edit that waits (current), field by field; for staff ' +
          'and the author',
        params: zIdParam,
        response: { 200: ZCatalogChanges },
      },
    },
    (request) => catalogChanges(moderationContext(request), request.params.id),
  );

  api.get(
    '/moderations/history/:kind/:id',
    {
      config: { permission: 'moderation.moderate' },
      schema: {
        tags,
        summary: 'Who did what and when to a content (kind content) or a catalog (kind catalog), newest first',
        params: ZHistoryParams,
        querystring: ZPageQuery,
        response: { 200: z.array(ZHistoryEntry) },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const ref = kind === 'catalog' ? catalogRef(id) : contentRef(id);
      if (!(await itemExists(request.tenant, ref))) throw notFound();
      const page = pageWindow(request.query);
      const { rows, total } = await listHistory(request.tenant, ref, page);
      setPaginationHeaders(request, reply, page, total);
      return rows.map(presentHistoryEntry);
    },
  );
}
