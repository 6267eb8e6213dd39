/**
 * GET /tags (SPEC §7): the licence's tags, filtered by a name prefix, for the tag input and tag pages: those of public
 * content for visitors and members, every tag for staff (decision 0045).
 */
import { ZTag, ZTagsQuery } from '@izlog/contract/tags';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyWithPage } from '../../../platform/http/page-reply';
import { requestScope } from '../../../platform/http/request-scope';
import { findTags } from './list-tags';

/** The tags module: the public tag list. */
export async function tagsModule(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/tags',
    {
      config: { permission: 'tags.read', publicCache: true },
      schema: {
        tags: ['Categories, attributes, tags'],
        summary:
          'Tags of the site, by name; filter[name] keeps names starting with the text (any case). Visitors and members ' +
          'see only tags that approved, visible content carries; staff see every tag',
        querystring: ZTagsQuery,
        response: { 200: z.array(ZTag) },
      },
    },
    (request, reply) => replyWithPage(request, reply, (page) => findTags(requestScope(request), request.query, page)),
  );
}
