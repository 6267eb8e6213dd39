/** Everything the screens rely on: Mantine, notices, modals, server state and translations. */
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { createAppTheme, cssVariablesResolver } from './theme';

type TAppProviderProps = {
  queryClient: QueryClient;
  /** 'test' turns off Mantine's transitions and portals for component tests. */
  env?: 'default' | 'test';
  children: ReactNode;
};

export function AppProvider({ queryClient, env = 'default', children }: TAppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalizedMantine env={env}>
          <Notifications position="top-right" />
          <ModalsProvider>{children}</ModalsProvider>
        </LocalizedMantine>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** Mantine with the theme's words (close buttons) in the current language; a language change re-themes once. */
function LocalizedMantine({ env, children }: Pick<TAppProviderProps, 'env' | 'children'>) {
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  const theme = useMemo(() => createAppTheme(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} env={env} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}
