/**
 * HTTP of the comment calls (SPEC §7 "Comments"): the approved list, and posting by users and visitors. The module's
 * plugin registers these and the moderation calls.
 */
import { ZComment, ZCommentsQuery, ZCommentThread, ZPostCommentRequest } from '@izlog/contract/comments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyWithPage } from '../../../platform/http/page-reply';
import { requestScope } from '../../../platform/http/request-scope';
import { commentsModerationRoutes } from './comments-moderation.routes';
import { listComments } from './list-comments';
import { postComment } from './post-comment';
import { VisitorCommentThrottle } from './visitor-throttle';

const tags = ['Comments'];
const ZContentIdParam = z.object({ contentId: z.coerce.number().int().positive().max(2_147_483_647) });

/** The comments module: the public calls and comment moderation. */
export async function commentsModule(app: FastifyInstance) {
  await app.register(commentRoutes);
  await app.register(commentsModerationRoutes);
}

async function commentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const throttle = new VisitorCommentThrottle();

  api.get(
    '/comments',
    {
      config: { permission: 'comments.read', publicCache: true },
      schema: {
        tags,
        summary:
          'Approved comments, newest thread first, each with its approved replies (oldest first): filter[content_id]; ' +
          'filter[status] is accepted, but only approved comments are ever listed here',
        querystring: ZCommentsQuery,
        response: { 200: z.array(ZCommentThread) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => listComments(requestScope(request), request.query, page)),
  );

  api.post(
    '/comments/post-comment/:contentId',
    {
      config: { permission: 'comments.post' },
      schema: {
        tags,
        summary:
          'Comment on a public content that allows comments (reply = id of the comment answered). Visitors give name, ' +
          'captcha_id and captcha; staff comments are approved at once, others wait for moderation',
        params: ZContentIdParam,
        body: ZPostCommentRequest,
        response: { 200: ZComment },
      },
    },
    (request) => postComment(requestScope(request), throttle, request.params.contentId, request.body),
  );
}
