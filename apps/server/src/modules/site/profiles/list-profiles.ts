/** GET /profiles: public profiles of the site's active people, by id or shown name (never a login e-mail); `expand=locations` adds places. */
import type { TPublicProfile, ZProfilesQuery } from '@izlog/contract/profiles';
import type { z } from 'zod';
import type { TPage } from '../../../platform/http/pagination';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { presentLocation, presentProfile } from './profile.presenter';
import { listProfiles, locationsOf } from './profiles.queries';

export async function findProfiles(
  scope: TRequestScope,
  query: z.output<typeof ZProfilesQuery>,
  page: TPage,
): Promise<{ items: TPublicProfile[]; total: number }> {
  const { rows, total } = await listProfiles(
    scope.tenant,
    { id: query['filter[id]'], username: query['filter[username]'] },
    page,
  );
  const profiles = rows.map(presentProfile);
  if (!query.expand?.split(',').includes('locations')) return { items: profiles, total };
  const locations = await locationsOf(
    scope.tenant,
    rows.map((row) => row.id),
  );
  const items = profiles.map((profile) => ({
    ...profile,
    locations: locations.filter((location) => location.userId === profile.id).map(presentLocation),
  }));
  return { items, total };
}
