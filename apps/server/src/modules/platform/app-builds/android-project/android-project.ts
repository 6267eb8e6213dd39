/**
 * A licence's Android project, whole: its text files from the templates of this folder, its pictures drawn from the
 * logo, and the ZIP archive they travel in (one top folder, so unpacking never spills files around).
 */
import { type Zippable, zipSync } from 'fflate';
import type { TNativeArtSource } from '../../../../platform/images/native-app-art';
import { androidSourcesOf } from './android-sources';
import { buildingGuidesOf } from './building-guide';
import { gradleFilesOf } from './gradle-files';
import { launcherImagesOf, playStoreIconOf, splashImagesOf } from './launcher-images';
import type { TAndroidProjectInputs, TProjectFile } from './project-inputs';
import { webFilesOf } from './web-files';

/** Every text file of the project: Capacitor's, the Gradle project's, the app's sources and resources, the guide. */
export const androidProjectTextFilesOf = (inputs: TAndroidProjectInputs): TProjectFile[] => [
  ...webFilesOf(inputs),
  ...gradleFilesOf(inputs),
  ...androidSourcesOf(inputs),
  ...buildingGuidesOf(inputs),
];

/** Every picture of the project: launcher icons, splash, the Play icon. */
export async function androidProjectImagesOf(source: TNativeArtSource): Promise<TProjectFile[]> {
  return [...(await launcherImagesOf(source)), ...(await splashImagesOf(source)), await playStoreIconOf(source)];
}

/** The archive's top folder and its file name. */
export const projectFolderOf = (subdomain: string) => `${subdomain}-android`;
export const archiveNameOf = (subdomain: string, versionName: string) =>
  `izlog-${subdomain}-android-${versionName}.zip`;

/** The files under `folder/` as a ZIP; PNGs are stored as they are (compressing them again gains nothing). */
export function projectArchiveOf(folder: string, files: readonly TProjectFile[]): Buffer {
  const entries: Zippable = {};
  for (const file of files) {
    entries[`${folder}/${file.path}`] = file.path.endsWith('.png') ? [file.data, { level: 0 }] : file.data;
  }
  return Buffer.from(zipSync(entries, { level: 6 }));
}
