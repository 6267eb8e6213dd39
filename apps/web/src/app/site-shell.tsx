/**
 * The layout of every page: a loader until the licence is known, then header, page, the footer (public pages; the back
 * office has its own navigation) and the open modal. The page grows so the footer sits at the bottom of a short page.
 */
import { DEFAULT_HEADER_HEIGHT } from '@izlog/contract/constants';
import { AppShell } from '@mantine/core';
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Outlet, useMatch } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { PageSkeleton } from '@/components/states';
import { verifyToken } from '@/features/auth/api/verify-token';
import { useRestoreSession } from '@/features/auth/hooks/use-restore-session';
import { useLicenceDetails } from '@/features/licence/api/get-licence-details';
import { SiteInactivePage } from '@/features/licence/components/site-inactive-page';
import { SiteUnavailablePage } from '@/features/licence/components/site-unavailable-page';
import { getCurrentUser, restoreCurrentUser } from '@/lib/current-user-store';
import { adoptSiteLanguage } from '@/lib/i18n';
import { routes } from '@/lib/paths';
import { useSessionsAcrossTabs } from '@/lib/sessions-across-tabs';
import { setThemeOverride } from '@/lib/theme-override-store';
import { siteLookOverride } from '@/themes/site-look';
import type { TSiteTheme } from '@/themes/site-theme';
import { SiteThemeProvider, useLoadedSiteTheme } from '@/themes/theme-context';
import { ModalHost } from './modal-host';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TourSlot } from './tour-slot';

export function SiteShell() {
  const licenceQuery = useLicenceDetails();
  const { isRestoring } = useRestoreSession();
  useSessionsAcrossTabs({
    isSignedIn: () => getCurrentUser() !== null,
    verify: verifyToken,
    restore: restoreCurrentUser,
  });
  const isBackOffice = useIsBackOffice();
  const licence = licenceQuery.data;
  const themeQuery = useLoadedSiteTheme(licence ? licence.template_id : null);
  // After the admin changes the template, the site keeps its theme until the new one's chunk arrives: no loader
  // replaces the page (and the site management modal open over it).
  const shownTheme = useRef<TSiteTheme | undefined>(undefined);
  if (themeQuery.data) shownTheme.current = themeQuery.data;
  const theme = themeQuery.data ?? shownTheme.current;

  // The theme's type and shapes (the back office's own type there), and the site's brand colour as the primary
  // colour of every theme.
  const brandColor = licence?.brand_color ?? null;
  const siteOverride = useMemo(
    () => (theme ? siteLookOverride(theme, brandColor, isBackOffice) : null),
    [theme, brandColor, isBackOffice],
  );
  useLayoutEffect(() => {
    if (siteOverride) setThemeOverride(siteOverride);
  }, [siteOverride]);

  useEffect(() => {
    if (!licence) return;
    adoptSiteLanguage(licence.language);
  }, [licence]);

  if (licenceQuery.isPending) return <FullPageLoader />;
  if (licenceQuery.isError) {
    return <SiteUnavailablePage error={licenceQuery.error} onRetry={() => void licenceQuery.refetch()} />;
  }
  const siteLicence = licenceQuery.data;
  // A licence that is not active shows why instead of the site (its data stays whole, issue 13).
  if (siteLicence.status !== 'active') return <SiteInactivePage licence={siteLicence} />;
  // SPEC §2: the loader shows until the template is known (its theme's chunk has arrived).
  if (themeQuery.isError && !theme) {
    return <SiteUnavailablePage error={themeQuery.error} onRetry={() => void themeQuery.refetch()} />;
  }
  if (!theme) return <FullPageLoader />;
  return (
    <SiteThemeProvider theme={theme}>
      {/* data-theme: tests and styles tell the themes apart by it. */}
      <AppShell
        data-theme={theme.key}
        header={{ height: DEFAULT_HEADER_HEIGHT }}
        padding="md"
        style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}
      >
        <AppShell.Header>
          <SiteHeader licence={siteLicence} isRestoringSession={isRestoring} />
        </AppShell.Header>
        <AppShell.Main style={{ flex: 1, minHeight: 0 }}>
          {/* Each screen is its own chunk; its skeleton shows while the chunk arrives. */}
          <Suspense fallback={<PageSkeleton />}>
            <Outlet context={siteLicence} />
          </Suspense>
        </AppShell.Main>
        {!isBackOffice && <SiteFooter licence={siteLicence} />}
        <ModalHost licence={siteLicence} />
        <TourSlot licence={siteLicence} />
      </AppShell>
    </SiteThemeProvider>
  );
}

/** The back office (decision 0013): /admin and /my with everything under them. */
function useIsBackOffice(): boolean {
  const isStaffArea = useMatch(`${routes.admin}/*`) !== null;
  const isMemberArea = useMatch(`${routes.my}/*`) !== null;
  return isStaffArea || isMemberArea;
}
