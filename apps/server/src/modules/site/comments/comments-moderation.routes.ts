/** HTTP of comment moderation (SPEC §7 "Moderation"): the queue, approve, disapprove (or withdraw), the moderator's note. */
import { ZCommentsOnModerationQuery, ZModerationComment, ZModeratorCommentRequest } from '@izlog/contract/comments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyWithPage } from '../../../platform/http/page-reply';
import { requestScope } from '../../../platform/http/request-scope';
import { zIdParam } from '../../../platform/http/schemas';
import { listCommentsOnModeration } from './list-comments';
import { decideComment, updateModeratorComment } from './moderate-comment';

const tags = ['Moderation'];

export async function commentsModerationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/moderations/comments-on-moderation',
    {
      config: { permission: 'comments.moderate' },
      schema: {
        tags,
        summary: 'Comments waiting for moderation, oldest first: filter[content_id], filter[content_type_id]',
        querystring: ZCommentsOnModerationQuery,
        response: { 200: z.array(ZModerationComment) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => listCommentsOnModeration(requestScope(request), request.query, page)),
  );

  for (const [path, decision, summary] of [
    ['approve-comment', 'approved', 'Approve a comment waiting for moderation; 409 when it is already moderated'],
    [
      'disapprove-comment',
      'disapproved',
      'Disapprove a comment waiting for moderation, or withdraw an approved one from the public; 409 when it is ' +
        'already disapproved',
    ],
  ] as const) {
    api.post(
      `/moderations/${path}/:id`,
      {
        config: { permission: 'comments.moderate' },
        schema: {
          tags,
          summary,
          params: zIdParam,
          response: { 200: ZModerationComment },
        },
      },
      (request) => decideComment(requestScope(request), request.params.id, decision),
    );
  }

  api.post(
    '/moderations/moderator-comment/:id',
    {
      config: { permission: 'comments.moderate' },
      schema: {
        tags,
        summary: "Set the moderator's note shown under a comment (moderator_comment); empty removes it",
        params: zIdParam,
        body: ZModeratorCommentRequest,
        response: { 200: ZModerationComment },
      },
    },
    (request) => updateModeratorComment(requestScope(request), request.params.id, request.body.moderator_comment),
  );
}
