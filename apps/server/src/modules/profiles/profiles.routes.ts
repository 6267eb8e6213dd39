/** GET /profiles (SPEC §7): public profiles of a site's people, by id or username; `expand=locations` adds places. */
import { ZPageQuery } from '@izlog/contract/pagination';
import { type TPublicProfile, ZProfilesQuery, ZPublicProfile } from '@izlog/contract/profiles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageWindow, setPaginationHeaders } from '../../platform/http/pagination';
import { listProfiles, locationsOf, type TProfileRow } from './profiles.queries';

function presentProfile(row: TProfileRow): TPublicProfile {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    surname: row.surname,
    company_name: row.companyName,
    avatar: row.avatar,
    bio: row.bio,
    public_email: row.publicEmail,
    twitter: row.twitter,
    facebook: row.facebook,
    instagram: row.instagram,
    is_client: row.role === 'CLIENT',
  };
}

export async function profilesRoutes(app: FastifyInstance) {
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
    async (request, reply) => {
      const query = request.query;
      const page = pageWindow(query);
      const { rows, total } = await listProfiles(
        request.tenant,
        { id: query['filter[id]'], username: query['filter[username]'] },
        page,
      );
      setPaginationHeaders(request, reply, page, total);
      const profiles = rows.map(presentProfile);
      if (!query.expand?.split(',').includes('locations')) return profiles;
      const locations = await locationsOf(
        request.tenant,
        rows.map((row) => row.id),
      );
      return profiles.map((profile) => ({
        ...profile,
        locations: locations
          .filter((location) => location.userId === profile.id)
          .map(({ id, country, city, address, primaryLocation }) => ({
            id,
            country,
            city,
            address,
            primary_location: primaryLocation,
          })),
      }));
    },
  );
}
