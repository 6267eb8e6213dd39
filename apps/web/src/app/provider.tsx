/** Everything the screens rely on: Mantine, notices, modals, server state and translations. */
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { theme } from './theme';

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
        <MantineProvider theme={theme} env={env}>
          <Notifications position="top-right" />
          <ModalsProvider>{children}</ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
