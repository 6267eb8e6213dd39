/** HTTP of the comment calls (SPEC §7 "Comments"): the approved list, and posting by users and visitors. */
import { ZComment, ZCommentsQuery, ZCommentThread, ZPostCommentRequest } from '@izlog/contract/comments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageWindow, setPaginationHeaders } from '../../platform/http/pagination';
import { commentContext } from './comment-context';
import { listComments } from './list-comments';
import { postComment } from './post-comment';
import { VisitorCommentThrottle } from './visitor-throttle';

const tags = ['Comments'];
const ZContentIdParam = z.object({ contentId: z.coerce.number().int().positive().max(2_147_483_647) });

export async function commentsRoutes(app: FastifyInstance) {
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
    async (request, reply) => {
      const page = pageWindow(request.query);
      const { items, total } = await listComments(commentContext(request), request.query, page);
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
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
    (request) => postComment(commentContext(request), throttle, request.params.contentId, request.body),
  );
}
