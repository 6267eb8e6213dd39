/**
 * POST /tours/save-progress: each step shown, a skip and a finish. Cached in the browser first, so a save that fails
 * (offline) still keeps the tour from starting again here; the failure is not shown — the tour goes on.
 */
import type { TSaveTourProgressRequest, TTourProgress } from '@izlog/contract/tours';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { tourProgressKey } from './get-tour-progress';
import { cacheProgress } from './tour-progress-cache';

export async function saveTourProgress(
  queryClient: QueryClient,
  who: { licenceId: number; userId: number },
  body: TSaveTourProgressRequest,
): Promise<void> {
  const local: TTourProgress = { ...body, updated_at: new Date().toISOString() };
  cacheProgress(who.licenceId, who.userId, local);
  const key = tourProgressKey(who.licenceId, who.userId);
  const others = (queryClient.getQueryData<TTourProgress[]>(key) ?? []).filter((e) => e.tour_key !== body.tour_key);
  queryClient.setQueryData(key, [...others, local]);
  try {
    const stored = await apiRequest<TTourProgress>(apiPaths.saveTourProgress, { method: 'POST', body });
    cacheProgress(who.licenceId, who.userId, stored);
  } catch {
    // Kept in the browser; the next save or sign-in tries again.
  }
}
