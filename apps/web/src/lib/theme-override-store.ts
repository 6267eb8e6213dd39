/**
 * The site's look over the app's theme: the theme's type and shapes (and the site's colours) that the one
 * MantineProvider merges in, so Mantine's CSS variables follow the theme the site wears. Empty outside a site.
 */
import type { MantineThemeOverride } from '@mantine/core';
import { createStore, useStore } from './create-store';

const themeOverrideStore = createStore<MantineThemeOverride>({});

export const setThemeOverride = (override: MantineThemeOverride): void => {
  if (themeOverrideStore.get() !== override) themeOverrideStore.set(override);
};
export const useThemeOverride = (): MantineThemeOverride => useStore(themeOverrideStore);
