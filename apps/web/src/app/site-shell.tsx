/** The layout of every page: a loader until the licence is known, then header, page and the open modal. */
import { DEFAULT_HEADER_HEIGHT } from '@izlog/contract/constants';
import { AppShell } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { PageSkeleton } from '@/components/states';
import { useRestoreSession } from '@/features/auth/hooks/use-restore-session';
import { useLicenceDetails } from '@/features/licence/api/get-licence-details';
import { SiteUnavailablePage } from '@/features/licence/components/site-unavailable-page';
import { adoptSiteLanguage } from '@/lib/i18n';
import { ModalHost } from './modal-host';
import { SiteHeader } from './site-header';

export function SiteShell() {
  const licenceQuery = useLicenceDetails();
  const { isRestoring } = useRestoreSession();
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
  return (
    <AppShell header={{ height: DEFAULT_HEADER_HEIGHT }} padding="md">
      <AppShell.Header>
        <SiteHeader licence={siteLicence} isRestoringSession={isRestoring} />
      </AppShell.Header>
      <AppShell.Main>
        {/* Each screen is its own chunk; its skeleton shows while the chunk arrives. */}
        <Suspense fallback={<PageSkeleton />}>
          <Outlet context={siteLicence} />
        </Suspense>
      </AppShell.Main>
      <ModalHost licence={siteLicence} />
    </AppShell>
  );
}
