/**
 * The project's pictures, drawn from the site's logo on its brand colour: the launcher icon at every mipmap density
 * (square and round, and the adaptive icon's foreground at 108 dp), the splash upright and sideways in a few
 * densities, and the 512 px icon Google Play asks for in the store listing.
 */
import { drawAppIcon } from '../../../../platform/images/app-icon';
import {
  drawAdaptiveIconForeground,
  drawSplash,
  roundIconOf,
  type TNativeArtSource,
} from '../../../../platform/images/native-app-art';
import type { TProjectFile } from './project-inputs';

const RES = 'android/app/src/main/res';

/** Launcher icon side in pixels per density: 48 dp at 1×, 1.5×, 2×, 3×, 4×. */
export const LAUNCHER_ICON_SIZES = { mdpi: 48, hdpi: 72, xhdpi: 96, xxhdpi: 144, xxxhdpi: 192 } as const;
/** The adaptive icon's layers are 108 dp. */
export const ADAPTIVE_FOREGROUND_SIZES = { mdpi: 108, hdpi: 162, xhdpi: 216, xxhdpi: 324, xxxhdpi: 432 } as const;
/** Upright splash sizes per density (sideways ones are the same turned); `drawable/` holds the hdpi one. */
export const SPLASH_SIZES = {
  mdpi: [320, 480],
  hdpi: [480, 800],
  xhdpi: [720, 1280],
  xxhdpi: [960, 1600],
  xxxhdpi: [1280, 1920],
} as const;
export const PLAY_ICON_SIZE = 512;
export const PLAY_ICON_PATH = 'store/play-store-icon-512.png';

type TDensity = keyof typeof LAUNCHER_ICON_SIZES;
const DENSITIES = Object.keys(LAUNCHER_ICON_SIZES) as TDensity[];

const file = (path: string, data: Buffer): TProjectFile => ({ path, data: new Uint8Array(data) });

export async function launcherImagesOf(source: TNativeArtSource): Promise<TProjectFile[]> {
  const files: TProjectFile[] = [];
  for (const density of DENSITIES) {
    const size = LAUNCHER_ICON_SIZES[density];
    const square = await drawAppIcon({ ...source, size, maskable: false });
    files.push(
      file(`${RES}/mipmap-${density}/ic_launcher.png`, square),
      file(`${RES}/mipmap-${density}/ic_launcher_round.png`, await roundIconOf(square, size)),
      file(
        `${RES}/mipmap-${density}/ic_launcher_foreground.png`,
        await drawAdaptiveIconForeground({ ...source, size: ADAPTIVE_FOREGROUND_SIZES[density] }),
      ),
    );
  }
  return files;
}

export async function splashImagesOf(source: TNativeArtSource): Promise<TProjectFile[]> {
  const files: TProjectFile[] = [];
  const [defaultWidth, defaultHeight] = SPLASH_SIZES.hdpi;
  files.push(
    file(`${RES}/drawable/splash.png`, await drawSplash({ ...source, width: defaultWidth, height: defaultHeight })),
  );
  for (const density of DENSITIES) {
    const [width, height] = SPLASH_SIZES[density];
    files.push(
      file(`${RES}/drawable-port-${density}/splash.png`, await drawSplash({ ...source, width, height })),
      file(`${RES}/drawable-land-${density}/splash.png`, await drawSplash({ ...source, width: height, height: width })),
    );
  }
  return files;
}

/** Google Play's hi-res icon: 512 px, no transparency (the full square on the brand colour). */
export async function playStoreIconOf(source: TNativeArtSource): Promise<TProjectFile> {
  return file(PLAY_ICON_PATH, await drawAppIcon({ ...source, size: PLAY_ICON_SIZE, maskable: false }));
}
