/**
 * Each licence's site as an installable web app (issue 16): the shape of its web app manifest and the sizes of the
 * icons the server draws for it, shared by the server (which writes them) and the tests that read them.
 */
import { z } from 'zod';

/** Icons of `purpose: any`: launchers, the install dialog, splash screens and the tab each pick the nearest size. */
export const APP_ICON_SIZES = [48, 72, 96, 128, 144, 192, 256, 384, 512] as const;
/** Icons of `purpose: maskable`: Android cuts them to its own shape. */
export const MASKABLE_ICON_SIZES = [192, 512] as const;
/** iOS's home screen icon (apple-touch-icon): 180 px on today's iPhones. */
export const APPLE_TOUCH_ICON_SIZE = 180;
/** An installed app's name under its icon: longer names are cut by the launcher anyway. */
export const SHORT_NAME_MAX_LENGTH = 12;

/**
 * The name under the icon, for the web app's manifest and the Izlog app's entry alike (one rule, so a site's two
 * installs carry the same name): the whole name when it fits, else as many whole words as fit, else the first word
 * cut (a launcher would cut it mid-word anyway, with an ellipsis of its own). Length in code points, as a launcher
 * counts letters: an emoji or a rare letter outside the BMP is one, not two.
 */
export function shortNameOf(name: string): string {
  const words = name.trim().split(/\s+/);
  let short = '';
  for (const word of words) {
    const longer = short ? `${short} ${word}` : word;
    if ([...longer].length > SHORT_NAME_MAX_LENGTH) break;
    short = longer;
  }
  return short || [...(words[0] ?? '')].slice(0, SHORT_NAME_MAX_LENGTH).join('');
}

export const ZWebAppManifestIcon = z.object({
  src: z.string(),
  sizes: z.string(),
  type: z.literal('image/png'),
  purpose: z.enum(['any', 'maskable']),
});

export const ZWebAppManifest = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.string(),
  dir: z.literal('ltr'),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(ZWebAppManifestIcon),
});
export type TWebAppManifest = z.infer<typeof ZWebAppManifest>;

/** `/app-icons/<file>`: `192.png` (any) or `maskable-512.png`; a size the server does not draw is a 404. */
export const ZAppIconParams = z.object({ file: z.string().max(40) });
