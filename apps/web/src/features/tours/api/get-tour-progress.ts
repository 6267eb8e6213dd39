/** GET /tours/progress: where the signed-in user stands in each tour, merged with the browser's cached copy. */
import type { TTourProgress } from '@izlog/contract/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { mergeProgress, readCachedProgress } from './tour-progress-cache';

export const tourProgressKey = (licenceId: number, userId: number) => ['tours', 'progress', licenceId, userId] as const;

export async function getTourProgress(licenceId: number, userId: number): Promise<TTourProgress[]> {
  const server = await apiRequest<TTourProgress[]>(apiPaths.tourProgress);
  return mergeProgress(server, readCachedProgress(licenceId, userId));
}

export const tourProgressQueryOptions = (licenceId: number, userId: number) =>
  queryOptions({
    queryKey: tourProgressKey(licenceId, userId),
    queryFn: () => getTourProgress(licenceId, userId),
    // Read once per sign-in: the tour itself keeps it up to date as it saves.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useTourProgress = (licenceId: number, userId: number) =>
  useQuery(tourProgressQueryOptions(licenceId, userId));
