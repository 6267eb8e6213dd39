/** GET /profiles (SPEC §7): public profiles of a site's people, by id or username; `expand=locations` adds places. */
import { ZPageQuery } from '@izlog/contract/pagination';
import { ZProfilesQuery, ZPublicProfile } from '@izlog/contract/profiles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyWithPage } from '../../platform/http/page-reply';
import { requestScope } from '../../platform/http/request-scope';
import { findProfiles } from './list-profiles';

/** The profiles module: the public profile list. */
export async function profilesModule(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/profiles',
    {
      config: { permission: 'profiles.read', publicCache: true },
      schema: {
        tags: ['Profiles'],
        summary: 'Public profiles (filter[id], filter[username]; expand=locations), active accounts only',
        querystring: ZPageQuery.extend(ZProfilesQuery.shape),
        response: { 200: z.array(ZPublicProfile) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => findProfiles(requestScope(request), request.query, page)),
  );
}
