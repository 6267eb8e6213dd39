/** One public profile by user id (GET /profiles?filter[id]); an unknown or hidden account is a 404. */
import type { TPublicProfile } from '@izlog/contract/profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { apiPaths, withQuery } from '@/lib/paths';

const NOT_FOUND = 404;

export async function getProfile(userId: number): Promise<TPublicProfile> {
  const [profile] = await apiRequest<TPublicProfile[]>(
    withQuery(apiPaths.profiles, { 'filter[id]': userId, expand: 'locations', page_count: 1 }),
  );
  if (!profile) throw new ApiError(NOT_FOUND, i18n.t('site.notFound'));
  return profile;
}

export const profileQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['profiles', userId], queryFn: () => getProfile(userId) });

export const useProfile = (userId: number) => useQuery(profileQueryOptions(userId));
