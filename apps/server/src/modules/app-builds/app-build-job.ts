/**
 * The jobs behind a licence's app builds ('build-native-app', 'update-single-app'), tracked so the console watches
 * them. Here each run fixes what the build can already know — the Android application id, the app's name, the site it
 * opens, its icon and language — into the build's log and stops at `waiting_for_builder`: the Android project
 * (Capacitor) and its signed bundle are produced by the app builder of issue 16. A rerun of a build already past
 * that point changes nothing; the last failed attempt marks the build failed.
 */

import { APP_BUILD_OPEN_STATUSES, androidAppIdOf, type TAppBuildKind } from '@izlog/contract/app-builds';
import { LANGUAGE_ID } from '@izlog/contract/constants';
import type { TAppDeps } from '../../platform/deps';
import type { TJobOptions } from '../../platform/jobs/job-queue';
import { type TTrackedRun, workTracked } from '../../platform/jobs/tracked-jobs';
import { licenceSiteUrl } from '../../platform/tenancy/site-url';
import { findAppBuild, findLicenceForApp, type TAppLicence, updateAppBuild } from './app-builds.queries';

export const BUILD_NATIVE_APP_JOB = 'build-native-app';
export const UPDATE_SINGLE_APP_JOB = 'update-single-app';
export type TAppBuildJob = { licenceId: number; buildId: number };

export const appBuildJobOf = (kind: TAppBuildKind) =>
  kind === 'native_android' ? BUILD_NATIVE_APP_JOB : UPDATE_SINGLE_APP_JOB;
export const APP_BUILD_JOB_OPTIONS = { retryLimit: 2, retryDelaySeconds: 30 } satisfies TJobOptions;

/** Where the build stops until the builder exists: its inputs are fixed, the rest of the way is the builder's. */
export const WAITING_FOR_BUILDER_PROGRESS = 50;

type TBuildDeps = Pick<TAppDeps, 'platformDb' | 'config'>;

/** The icon the builder will draw from, said for a person reading the log (a data URL is not copied into it). */
function iconSourceOf(deps: TBuildDeps, licence: TAppLicence): string {
  if (!licence.icon) return "none yet: the builder draws one from the site's name";
  if (licence.icon.startsWith('data:')) return `the uploaded logo (${Math.round(licence.icon.length / 1024)} KB)`;
  if (licence.icon.startsWith('/'))
    return new URL(licence.icon, licenceSiteUrl(deps.config, licence.titleOfAppUnique)).href;
  return licence.icon;
}

/** What the build can fix now, as log lines. The app opens the subdomain, which keeps working whatever the domain. */
export function appInputsOf(deps: TBuildDeps, licence: TAppLicence, kind: TAppBuildKind): string[] {
  const name = licence.titleOfAndroidApp ?? licence.siteName ?? licence.titleOfApp;
  const site = licenceSiteUrl(deps.config, licence.titleOfAppUnique);
  return [
    ...(kind === 'native_android' ? [`Application id: ${androidAppIdOf(licence.titleOfAppUnique)}`] : []),
    `App name: ${name}`,
    `Site address: ${site}`,
    ...(licence.customDomain
      ? [`Custom domain: ${licence.customDomain} (the app opens the subdomain, which always works)`]
      : []),
    `Icon source: ${iconSourceOf(deps, licence)}`,
    `Language: ${licence.languageId === LANGUAGE_ID.en ? 'English (en)' : 'Serbian (srp)'}`,
  ];
}

const WHAT: Record<TAppBuildKind, string> = {
  native_android: 'the Android app',
  single_app_update: "the site's entry in the Izlog app",
};
const WAITING: Record<TAppBuildKind, string> = {
  native_android:
    'Inputs ready. The Android project (Capacitor) and its signed bundle are made by the app builder, which comes with the app-build issue (16); this build waits for it.',
  single_app_update:
    'Entry ready. The Izlog app is published by the app builder, which comes with the app-build issue (16); this update waits for it.',
};

export async function runAppBuild(deps: TBuildDeps, data: TAppBuildJob, run: TTrackedRun): Promise<void> {
  const db = deps.platformDb;
  const build = await findAppBuild(db, data.licenceId, data.buildId);
  // Gone with its licence, or already past this job's part (a rerun after a crash): nothing to do.
  if (!build || !(APP_BUILD_OPEN_STATUSES as readonly string[]).includes(build.status)) return;
  const kind = build.kind as TAppBuildKind;
  const update = (change: Parameters<typeof updateAppBuild>[3]) => updateAppBuild(db, data.licenceId, build.id, change);
  try {
    await update({
      status: 'building',
      progress: 10,
      logLines: [`Build ${build.id} of ${WHAT[kind]} started (attempt ${run.attempt} of ${run.attemptsAllowed}).`],
    });
    await run.progress(10, 'Reading the licence');
    const licence = await findLicenceForApp(db, data.licenceId);
    if (!licence) return;
    await update({ progress: 30, logLines: appInputsOf(deps, licence, kind) });
    await run.progress(60, 'Inputs fixed');
    await update({ status: 'waiting_for_builder', progress: WAITING_FOR_BUILDER_PROGRESS, logLines: [WAITING[kind]] });
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
