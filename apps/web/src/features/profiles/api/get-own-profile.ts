/** The signed-in user's whole profile (GET /profiles/own-profile): what the profile setup form starts from. */
import type { TOwnProfile } from '@izlog/contract/profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { profileKeys } from './profile-keys';

export const getOwnProfile = () => apiRequest<TOwnProfile>(apiPaths.ownProfile);

/** Under the user's id, so an account switched in the same tab never starts from the previous one's profile. */
export const ownProfileQueryOptions = (userId: number) =>
  queryOptions({ queryKey: profileKeys.own(userId), queryFn: getOwnProfile });

export const useOwnProfile = (userId: number) => useQuery(ownProfileQueryOptions(userId));
