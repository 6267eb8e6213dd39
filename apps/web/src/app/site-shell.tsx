/**
 * The layout of every page: a loader until the licence is known, then header, page, the footer (public pages; the back
 * office has its own navigation) and the open modal. The page grows so the footer sits at the bottom of a short page.
 */
import { DEFAULT_HEADER_HEIGHT } from '@izlog/contract/constants';
import { AppShell } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet, useMatch } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { PageSkeleton } from '@/components/states';
import { useRestoreSession } from '@/features/auth/hooks/use-restore-session';
import { useLicenceDetails } from '@/features/licence/api/get-licence-details';
import { SiteInactivePage } from '@/features/licence/components/site-inactive-page';
import { SiteUnavailablePage } from '@/features/licence/components/site-unavailable-page';
import { adoptSiteLanguage } from '@/lib/i18n';
import { routes } from '@/lib/paths';
import { ModalHost } from './modal-host';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteShell() {
  const licenceQuery = useLicenceDetails();
  const { isRestoring } = useRestoreSession();
  const isBackOffice = useIsBackOffice();
  const licence = licenceQuery.data;

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
  return (
    <AppShell
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
    </AppShell>
  );
}

/** The back office (decision 0013): /admin and /my with everything under them. */
function useIsBackOffice(): boolean {
  const isStaffArea = useMatch(`${routes.admin}/*`) !== null;
  const isMemberArea = useMatch(`${routes.my}/*`) !== null;
  return isStaffArea || isMemberArea;
}
