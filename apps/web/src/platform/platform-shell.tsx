/**
 * The frame of every platform page (the bare platform host, DESIGN §2): header with the pages and the account,
 * the page, the footer with the seller's data and payment statements, and the sales users' modals. The signed-in
 * sales user is restored from the stored token at start.
 */
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/manrope/wght.css';
import { AppShell } from '@mantine/core';
import { Suspense, useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '@/components/states';
import { verifySalesUserToken } from '@/features/sales-site/api/verify-sales-user-token';
import { PlatformFooter } from '@/features/sales-site/components/platform-footer';
import { PlatformHeader } from '@/features/sales-site/components/platform-header';
import { useRestoreSalesSession } from '@/features/sales-site/hooks/use-restore-sales-session';
import { getSalesUser, restoreSalesUser } from '@/lib/sales-user-store';
import { useSessionsAcrossTabs } from '@/lib/sessions-across-tabs';
import { setThemeOverride } from '@/lib/theme-override-store';
import { PLATFORM_TYPE } from '@/lib/typefaces';
import { PlatformModalHost } from './platform-modal-host';

const PLATFORM_HEADER_HEIGHT = 64;

export function PlatformShell() {
  const { isRestoring } = useRestoreSalesSession();
  useSessionsAcrossTabs({
    isSignedIn: () => getSalesUser() !== null,
    verify: verifySalesUserToken,
    restore: restoreSalesUser,
  });
  useLayoutEffect(() => setThemeOverride(PLATFORM_TYPE), []);
  return (
    <AppShell
      header={{ height: PLATFORM_HEADER_HEIGHT }}
      padding={0}
      style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}
    >
      <AppShell.Header>
        <PlatformHeader isRestoringSession={isRestoring} />
      </AppShell.Header>
      <AppShell.Main style={{ flex: 1, minHeight: 0 }}>
        {/* Each page is its own chunk; its skeleton shows while the chunk arrives. */}
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <PlatformFooter />
      <PlatformModalHost />
    </AppShell>
  );
}
