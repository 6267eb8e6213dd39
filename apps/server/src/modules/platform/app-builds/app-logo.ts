/**
 * The logo a licence's native app is drawn from, and whether it can be: the app icon's source kept beside the site's
 * logo (platform/images/app-icon-source.ts), or a logo still held as a data URL (a licence bought before it was
 * uploaded as a file). The native app needs a real logo — a store listing with a letter for an icon is not what a
 * paying client expects — so a missing, small or oblong logo refuses the build with the size it needs.
 */
import { APP_ICON_MIN_SIZE } from '@izlog/contract/app-builds';
import { appIconSourceProblem, type TAppIconSourceProblem } from '../../../platform/images/app-icon';
import { readAppIconSource } from '../../../platform/images/app-icon-source';
import type { FileStorage } from '../../../platform/storage/storage';

const DATA_URL = /^data:image\/[a-z+.-]+;base64,([a-z0-9+/=\s]+)$/i;

export async function appLogoOf(storage: FileStorage, icon: string | null): Promise<Buffer | null> {
  if (!icon) return null;
  const inline = DATA_URL.exec(icon);
  if (inline?.[1]) return Buffer.from(inline[1], 'base64');
  return readAppIconSource(storage, icon);
}

export type TAppLogoProblem = { key: TAppIconSourceProblem; params: { size: number } };

/** Why this logo cannot make the app's icons (with the size the message names), or null when it can. */
export async function appLogoProblemOf(logo: Buffer | null): Promise<TAppLogoProblem | null> {
  const problem = await appIconSourceProblem(logo);
  return problem ? { key: problem, params: { size: APP_ICON_MIN_SIZE } } : null;
}
