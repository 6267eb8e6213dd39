/**
 * A licence's app (SPEC §7): its builds with their progress and log (GET /licences/app-builds/{id}, asked again every
 * 2 s while one is under way), "Build the Android app" (build-paid-native-app), "Update the app" (update-single-app),
 * the download of a finished build (with the user's token, so fetched, not linked) and the Google Play link
 * (admin-add-licence-android-app-link).
 */
import { APP_BUILD_OPEN_STATUSES, type TAppBuild } from '@izlog/contract/app-builds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiRequestFile } from '@/lib/api-client';
import { salesApiPaths } from '@/lib/platform-paths';
import { JOB_POLL_MS } from '../utils/job-polling';
import { consoleKeys, invalidateLicence } from './console-query-keys';

const isOpen = (build: TAppBuild) => (APP_BUILD_OPEN_STATUSES as readonly string[]).includes(build.status);

export const useAppBuilds = (licenceId: number) =>
  useQuery({
    queryKey: consoleKeys.appBuilds(licenceId),
    queryFn: () => apiRequest<TAppBuild[]>(salesApiPaths.appBuilds(licenceId)),
    refetchInterval: (query) => (query.state.data?.some(isOpen) ? JOB_POLL_MS : false),
  });

export type TAppAction = 'build' | 'update';

export function useRequestAppBuild(licenceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TAppAction) =>
      apiRequest<TAppBuild>(action === 'build' ? salesApiPaths.buildPaidNativeApp : salesApiPaths.updateSingleApp, {
        method: 'POST',
        body: { licence_id: licenceId },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.appBuilds(licenceId) }),
        invalidateLicence(queryClient, licenceId),
      ]),
  });
}

export function useSaveAndroidLink(licenceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: string) =>
      apiRequest<unknown>(salesApiPaths.addAndroidAppLink, {
        method: 'POST',
        body: { licence_id: licenceId, android_app_link: link },
      }),
    onSuccess: () => invalidateLicence(queryClient, licenceId),
  });
}

/** A finished build's artifact (the Android project's ZIP, or the app entry's JSON) and the name the server gives it. */
export const useDownloadAppBuild = (licenceId: number) =>
  useMutation({
    mutationFn: (buildId: number) => apiRequestFile(salesApiPaths.appBuildDownload(licenceId, buildId)),
  });
