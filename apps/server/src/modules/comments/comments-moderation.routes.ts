/** HTTP of comment moderation (SPEC §7 "Moderation"): the queue, approve, disapprove and the moderator's note. */
import { ZCommentsOnModerationQuery, ZModerationComment, ZModeratorCommentRequest } from '@izlog/contract/comments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageWindow, setPaginationHeaders } from '../../platform/http/pagination';
import { zIdParam } from '../../platform/http/schemas';
import { commentContext } from './comment-context';
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
    async (request, reply) => {
      const page = pageWindow(request.query);
      const { items, total } = await listCommentsOnModeration(commentContext(request), request.query, page);
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
  );

  for (const [path, decision] of [
    ['approve-comment', 'approved'],
    ['disapprove-comment', 'disapproved'],
  ] as const) {
    api.post(
      `/moderations/${path}/:id`,
      {
        config: { permission: 'comments.moderate' },
        schema: {
          tags,
          summary: `Set a comment waiting for moderation to ${decision}; 409 when it is already moderated`,
          params: zIdParam,
          response: { 200: ZModerationComment },
        },
      },
      (request) => decideComment(commentContext(request), request.params.id, decision),
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
    (request) => updateModeratorComment(commentContext(request), request.params.id, request.body.moderator_comment),
  );
}
