/**
 * The locations of a product's author (GET /profiles?filter[id]&expand=locations): SPEC §5 lets a product name only
 * its author's own client locations. Front users and staff have none, so the field is then left out.
 */
import type { TPublicProfile } from '@izlog/contract/profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileKeys } from '@/features/profiles/api/profile-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

type TLocation = NonNullable<TPublicProfile['locations']>[number];

export async function getAuthorLocations(authorId: number): Promise<TLocation[]> {
  const [profile] = await apiRequest<TPublicProfile[]>(
    withQuery(apiPaths.profiles, { 'filter[id]': authorId, expand: 'locations', page_count: 1 }),
  );
  return profile?.locations ?? [];
}

export const authorLocationsQueryOptions = (authorId: number) =>
  queryOptions({ queryKey: [...profileKeys.all, authorId, 'locations'], queryFn: () => getAuthorLocations(authorId) });

export const useAuthorLocations = (authorId: number) => useQuery(authorLocationsQueryOptions(authorId));
