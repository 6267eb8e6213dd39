/**
 * HTTP of SPEC §7 "Moderation" (decision 0011): publishing drafts, the moderators' decisions on blogs, products and
 * catalogs, the counts of what waits, an item's versions side by side, and its history. The comments' calls under
 * /moderations live in the comments module.
 */
import { type TCatalog, ZCatalog } from '@izlog/contract/catalogs';
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { PUBLISH_DRAFT_CALL_NAMES, type TPublishDraftCallName } from '@izlog/contract/content-calls';
import { type TContent, ZContent } from '@izlog/contract/contents';
import {
  type TModeratedKind,
  ZCatalogChanges,
  ZContentChanges,
  ZDisapproveRequest,
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
import { replyWithPage } from '../../../platform/http/page-reply';
import { requestScope } from '../../../platform/http/request-scope';
import { zIdParam } from '../../../platform/http/schemas';
import type { TPermission } from '../../../platform/permissions/policy';
import { catalogSubject } from '../catalogs/catalog-subject';
import { contentSubject } from '../contents/content-subject';
import type { TSubject } from '../publishing/subject';
import { catalogChanges, contentChanges } from './changes';
import { decide } from './decide';
import { listItemHistory } from './item-history';
import { countModerationNumbers, MODERATED_SUBJECTS } from './moderation-numbers';
import { publishDraft } from './publish-draft';

const tags = ['Moderation'];

/** publish-*-draft: who may publish a draft is who may write that kind of draft (the contents' and catalogs' keys). */
const PUBLISH_CALLS: {
  name: TPublishDraftCallName;
  subject: TSubject<TContent | TCatalog>;
  permission: TPermission;
  what: string;
}[] = [
  {
    name: PUBLISH_DRAFT_CALL_NAMES.blogs,
    subject: contentSubject(CONTENT_TYPE.blog),
    permission: 'contents.blogDrafts',
    what: 'blog',
  },
  {
    name: PUBLISH_DRAFT_CALL_NAMES.articles,
    subject: contentSubject(CONTENT_TYPE.article),
    permission: 'contents.articles',
    what: 'article',
  },
  {
    name: PUBLISH_DRAFT_CALL_NAMES.products,
    subject: contentSubject(CONTENT_TYPE.product),
    permission: 'contents.productDrafts',
    what: 'product',
  },
  {
    name: PUBLISH_DRAFT_CALL_NAMES.pages,
    subject: contentSubject(CONTENT_TYPE.staticPage),
    permission: 'contents.pages',
    what: 'static page',
  },
  { name: PUBLISH_DRAFT_CALL_NAMES.catalogs, subject: catalogSubject, permission: 'catalogs.draft', what: 'catalog' },
];

export async function moderationModule(app: FastifyInstance) {
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
      (request) => publishDraft(requestScope(request), subject, request.params.id),
    );
  }

  for (const [kind, subject] of Object.entries(MODERATED_SUBJECTS) as [TModeratedKind, TSubject][]) {
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
        decide(requestScope(request), subject, request.params.id, 'approve', {
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
            `Disapprove a ${kind} on moderation: a new one becomes deleted (its author still sees it, marked, and must enter it again); an edit ` +
            'of an approved one is dropped and the approved version stays; the optional reason reaches the author',
          params: zIdParam,
          body: ZDisapproveRequest,
          response: { 200: ZModerationResult },
        },
      },
      (request) =>
        decide(requestScope(request), subject, request.params.id, 'disapprove', {
          revisionId: request.body.revision_id,
          remark: request.body.remark_request_for_edit,
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
        decide(requestScope(request), subject, request.params.id, 'requestEdit', {
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
    (request) => countModerationNumbers(requestScope(request)),
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
    (request) => contentChanges(requestScope(request), request.params.id),
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
    (request) => catalogChanges(requestScope(request), request.params.id),
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
    (request, reply) =>
      replyWithPage(request, reply, (page) =>
        listItemHistory(requestScope(request), request.params.kind, request.params.id, page),
      ),
  );
}
