/** Everything the screens rely on: Mantine, notices, modals, server state and translations. */
import {
  localStorageColorSchemeManager,
  MantineProvider,
  type MantineThemeOverride,
  mergeThemeOverrides,
} from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { isPlatformArea } from '@/lib/platform-area';
import { COLOR_SCHEME_STORAGE_KEY } from '@/lib/stored-keys';
import { useThemeOverride } from '@/lib/theme-override-store';
import { createAppTheme, cssVariablesResolver } from './theme';

type TAppProviderProps = {
  queryClient: QueryClient;
  /** 'test' turns off Mantine's transitions and portals for component tests. */
  env?: 'default' | 'test';
  /**
   * The site's look, given by the server's drawing of a public page: there no effect runs to set the look's store,
   * and the store is shared by every page the server draws.
   */
  themeOverride?: MantineThemeOverride;
  children: ReactNode;
};

export function AppProvider({ queryClient, env = 'default', themeOverride, children }: TAppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalizedMantine env={env} themeOverride={themeOverride}>
          {/* At the foot: at the top they covered the header's account buttons a notice is often about (issue 26). */}
          <Notifications position="bottom-right" />
          <ModalsProvider>{children}</ModalsProvider>
        </LocalizedMantine>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/**
 * A site's visitor picks light or dark in the header, remembered by this browser; until then the system's preference
 * holds. The platform site keeps the light scheme it was designed and checked in.
 */
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
const defaultColorScheme = typeof document !== 'undefined' && isPlatformArea() ? 'light' : 'auto';

/**
 * Mantine with the theme's words (close buttons) in the current language, and the look of the site's theme over it; a
 * language or theme change re-themes once.
 */
function LocalizedMantine({
  env,
  themeOverride,
  children,
}: Pick<TAppProviderProps, 'env' | 'themeOverride' | 'children'>) {
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  const storedOverride = useThemeOverride();
  const override = themeOverride ?? storedOverride;
  const theme = useMemo(() => mergeThemeOverrides(createAppTheme(closeLabel), override), [closeLabel, override]);
  return (
    <MantineProvider
      theme={theme}
      env={env}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={defaultColorScheme}
      forceColorScheme={defaultColorScheme === 'light' ? 'light' : undefined}
    >
      {children}
    </MantineProvider>
  );
}
