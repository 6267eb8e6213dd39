/**
 * The two builds' own work, between "licence read" and "done": the native app draws its pictures, writes its Android
 * project and packs it (30, 60, 80 %); the single-app update writes the site's entry (30, 80 %). Each step is logged
 * and moves the progress the console shows. The artifact goes to the private storage: only the download route, with
 * the build's access rule, serves it.
 */
import { androidAppIdOf, type TAppBuildKind } from '@izlog/contract/app-builds';
import { LANGUAGE_ID, type TLanguage } from '@izlog/contract/constants';
import type { TAppDeps } from '../../../platform/deps';
import { appIconColorOf } from '../../../platform/images/app-icon';
import { licenceSiteUrl } from '../../../platform/tenancy/site-url';
import {
  androidProjectImagesOf,
  androidProjectTextFilesOf,
  archiveNameOf,
  projectArchiveOf,
  projectFolderOf,
} from './android-project/android-project';
import { CAPACITOR_VERSION, type TAndroidProjectInputs } from './android-project/project-inputs';
import { countAppBuildsUpTo, type TAppBuildRow, type TAppLicence } from './app-builds.queries';
import { appLogoOf, appLogoProblemOf, type TAppLogoProblem } from './app-logo';
import { singleAppEntryOf } from './single-app-entry';

export type TBuildDeps = Pick<TAppDeps, 'platformDb' | 'config' | 'storage' | 'privateStorage'>;
/** Logs the lines (the message when none are given) and moves the progress. */
export type TBuildStep = (progress: number, message: string, logLines?: string[]) => Promise<void>;
/** What a build made: its stored artifact, or why it could not start (nothing was made). */
export type TBuildOutcome = { artifactPath: string; doneLine: string } | { refused: TAppLogoProblem };

export const appNameOf = (licence: TAppLicence) => licence.titleOfAndroidApp ?? licence.siteName ?? licence.titleOfApp;
export const appLanguageOf = (licence: TAppLicence): TLanguage =>
  licence.languageId === LANGUAGE_ID.en ? 'en' : 'srp';

/** Where a build's artifact is kept (private storage; never under a public address). */
const artifactKeyOf = (build: TAppBuildRow, fileName: string) =>
  `app-builds/${build.licenceId}/${build.id}/${fileName}`;

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

async function buildNativeApp(
  deps: TBuildDeps,
  licence: TAppLicence,
  build: TAppBuildRow,
  step: TBuildStep,
): Promise<TBuildOutcome> {
  const logo = await appLogoOf(deps.storage, licence.icon);
  const problem = await appLogoProblemOf(logo);
  if (problem) return { refused: problem };
  const versionCode = await countAppBuildsUpTo(deps.platformDb, licence.id, build.kind, build.id);
  const inputs: TAndroidProjectInputs = {
    appId: androidAppIdOf(licence.titleOfAppUnique),
    appName: appNameOf(licence),
    subdomain: licence.titleOfAppUnique,
    siteUrl: licenceSiteUrl(deps.config, licence.titleOfAppUnique),
    brandColor: appIconColorOf(licence.brandColor),
    versionCode,
    versionName: `1.0.${versionCode}`,
    language: appLanguageOf(licence),
  };

  const images = await androidProjectImagesOf({ logo, siteName: inputs.appName, brandColor: inputs.brandColor });
  await step(30, 'Icons drawn', [
    `Drew ${images.length} pictures from the logo on ${inputs.brandColor}: launcher icons 48–192 px (square, round and the adaptive icon's layer), splash screens, the 512 px Google Play icon.`,
  ]);

  const files = [...androidProjectTextFilesOf(inputs), ...images];
  await step(60, 'Project written', [
    `Wrote the Android project (Capacitor ${CAPACITOR_VERSION}): ${files.length} files, application id ${inputs.appId}, version ${inputs.versionName} (code ${inputs.versionCode}).`,
  ]);

  const fileName = archiveNameOf(inputs.subdomain, inputs.versionName);
  const archive = projectArchiveOf(projectFolderOf(inputs.subdomain), files);
  const artifactPath = artifactKeyOf(build, fileName);
  await deps.privateStorage.put(artifactPath, archive);
  await step(80, 'Archive packed', [`Packed ${fileName} (${kilobytes(archive.length)}).`]);
  return {
    artifactPath,
    doneLine:
      'Done: the Android project is ready to download. BUILDING.md in it says how to compile the signed bundle (AAB) with the Android SDK and put it on Google Play.',
  };
}

async function buildSingleAppEntry(
  deps: TBuildDeps,
  licence: TAppLicence,
  build: TAppBuildRow,
  step: TBuildStep,
): Promise<TBuildOutcome> {
  const entry = singleAppEntryOf(
    {
      subdomain: licence.titleOfAppUnique,
      name: appNameOf(licence),
      siteUrl: licenceSiteUrl(deps.config, licence.titleOfAppUnique),
      language: appLanguageOf(licence),
      brandColor: appIconColorOf(licence.brandColor),
      androidAppLink: licence.androidAppLink,
    },
    new Date(),
  );
  await step(30, 'Entry written', [`Wrote the entry "${entry.name}" (${entry.url}) with ${entry.icons.length} icons.`]);
  const fileName = `izlog-app-entry-${licence.titleOfAppUnique}.json`;
  const artifactPath = artifactKeyOf(build, fileName);
  await deps.privateStorage.put(artifactPath, Buffer.from(`${JSON.stringify(entry, null, 2)}\n`));
  await step(80, 'Entry stored', [`Stored ${fileName}.`]);
  return { artifactPath, doneLine: "Done: the site's entry for the Izlog app is ready to download (JSON)." };
}

export const BUILD_STEPS: Record<
  TAppBuildKind,
  (deps: TBuildDeps, licence: TAppLicence, build: TAppBuildRow, step: TBuildStep) => Promise<TBuildOutcome>
> = { native_android: buildNativeApp, single_app_update: buildSingleAppEntry };
