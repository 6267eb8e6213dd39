/**
 * The jobs behind a licence's app builds ('build-native-app', 'update-single-app'), tracked so the console watches
 * them. A run reads the licence and logs what the build is made of (10 %), does its kind's work (app-build-steps.ts:
 * the Android project drawn, written and packed; or the site's entry in the Izlog app), stores the artifact and ends
 * `succeeded` at 100 % with the artifact's path. A logo that became unusable after the request fails the build with
 * the reason, without retrying. A rerun of a build already past its part changes nothing; the last failed attempt
 * marks the build failed.
 */

import { APP_BUILD_OPEN_STATUSES, androidAppIdOf, type TAppBuildKind } from '@izlog/contract/app-builds';
import { LANGUAGE_ID } from '@izlog/contract/constants';
import { formatMessage } from '@izlog/contract/messages';
import type { TAppDeps } from '../../../platform/deps';
import type { TJobOptions } from '../../../platform/jobs/job-queue';
import { type TTrackedRun, workTracked } from '../../../platform/jobs/tracked-jobs';
import { licenceSiteUrl } from '../../../platform/tenancy/site-url';
import { appNameOf, BUILD_STEPS, type TBuildDeps } from './app-build-steps';
import { findAppBuild, findLicenceForApp, type TAppLicence, updateAppBuild } from './app-builds.queries';

export const BUILD_NATIVE_APP_JOB = 'build-native-app';
export const UPDATE_SINGLE_APP_JOB = 'update-single-app';
export type TAppBuildJob = { licenceId: number; buildId: number };

export const appBuildJobOf = (kind: TAppBuildKind) =>
  kind === 'native_android' ? BUILD_NATIVE_APP_JOB : UPDATE_SINGLE_APP_JOB;
export const APP_BUILD_JOB_OPTIONS = { retryLimit: 2, retryDelaySeconds: 30 } satisfies TJobOptions;

/** The logo the icons are drawn from, said for a person reading the log (a data URL is not copied into it). */
function iconSourceOf(deps: TBuildDeps, licence: TAppLicence): string {
  if (!licence.icon) return 'none';
  if (licence.icon.startsWith('data:')) return `the uploaded logo (${Math.round(licence.icon.length / 1024)} KB)`;
  if (licence.icon.startsWith('/'))
    return new URL(licence.icon, licenceSiteUrl(deps.config, licence.titleOfAppUnique)).href;
  return licence.icon;
}

/** What the build is made of, as log lines. The app opens the subdomain, which keeps working whatever the domain. */
export function appInputsOf(deps: TBuildDeps, licence: TAppLicence, kind: TAppBuildKind): string[] {
  const site = licenceSiteUrl(deps.config, licence.titleOfAppUnique);
  return [
    ...(kind === 'native_android' ? [`Application id: ${androidAppIdOf(licence.titleOfAppUnique)}`] : []),
    `App name: ${appNameOf(licence)}`,
    `Site address: ${site}`,
    ...(licence.customDomain
      ? [`Custom domain: ${licence.customDomain} (the app opens the subdomain, which always works)`]
      : []),
    `Icon source: ${iconSourceOf(deps, licence)}`,
    `Brand colour: ${licence.brandColor ?? "none (Izlog's green)"}`,
    `Language: ${licence.languageId === LANGUAGE_ID.en ? 'English (en)' : 'Serbian (srp)'}`,
  ];
}

const WHAT: Record<TAppBuildKind, string> = {
  native_android: 'the Android app',
  single_app_update: "the site's entry in the Izlog app",
};

export async function runAppBuild(deps: TBuildDeps, data: TAppBuildJob, run: TTrackedRun): Promise<void> {
  const db = deps.platformDb;
  const build = await findAppBuild(db, data.licenceId, data.buildId);
  // Gone with its licence, or already past this job's part (a rerun after a crash): nothing to do.
  if (!build || !(APP_BUILD_OPEN_STATUSES as readonly string[]).includes(build.status)) return;
  const kind = build.kind as TAppBuildKind;
  const update = (change: Parameters<typeof updateAppBuild>[3]) => updateAppBuild(db, data.licenceId, build.id, change);
  const step = async (progress: number, message: string, logLines: string[] = [message]) => {
    await update({ progress, logLines });
    await run.progress(progress, message);
  };
  try {
    await update({
      status: 'building',
      progress: 0,
      logLines: [`Build ${build.id} of ${WHAT[kind]} started (attempt ${run.attempt} of ${run.attemptsAllowed}).`],
    });
    const licence = await findLicenceForApp(db, data.licenceId);
    if (!licence) return;
    await step(10, 'Licence read', appInputsOf(deps, licence, kind));
    const outcome = await BUILD_STEPS[kind](deps, licence, build, step);
    if ('refused' in outcome) {
      // Trying again cannot help until someone sets another logo: the build ends here, with the reason.
      const reason = formatMessage(outcome.refused.key, 'en', outcome.refused.params);
      await update({ status: 'failed', logLines: [`Failed: ${reason}`] });
      return;
    }
    await update({
      status: 'succeeded',
      progress: 100,
      artifactPath: outcome.artifactPath,
      logLines: [outcome.doneLine],
    });
    await run.progress(100, 'Done');
  } catch (error) {
    const last = run.attempt >= run.attemptsAllowed;
    const reason = error instanceof Error ? error.message : String(error);
    await update({
      ...(last ? { status: 'failed' } : {}),
      logLines: [last ? `Failed: ${reason}` : `Attempt ${run.attempt} failed: ${reason}; it is tried again.`],
    });
    throw error;
  }
}

export async function registerAppBuildJobs(deps: TAppDeps): Promise<void> {
  for (const name of [BUILD_NATIVE_APP_JOB, UPDATE_SINGLE_APP_JOB]) {
    await workTracked<TAppBuildJob>(deps, name, (data, run) => runAppBuild(deps, data, run));
  }
}
