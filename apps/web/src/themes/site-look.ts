/**
 * The look a site's pages wear over the app's theme: the theme's type and shapes (the back office's own type there,
 * lib/typefaces.ts) and the site's brand colour as the primary colour. One rule for the three places that draw a
 * site: the site shell, the server's drawing of a public page and the browser's first render over that drawing, so
 * the drawn page and the app that takes it over agree on every CSS variable.
 */
import { type MantineThemeOverride, mergeThemeOverrides } from '@mantine/core';
import { brandThemeOverride } from '@/lib/brand-colour';
import { BACK_OFFICE_TYPE } from '@/lib/typefaces';
import type { TSiteTheme } from './site-theme';

export function siteLookOverride(
  theme: TSiteTheme,
  brandColor: string | null | undefined,
  isBackOffice: boolean,
): MantineThemeOverride {
  return mergeThemeOverrides(theme.mantine, isBackOffice ? BACK_OFFICE_TYPE : {}, brandThemeOverride(brandColor));
}
