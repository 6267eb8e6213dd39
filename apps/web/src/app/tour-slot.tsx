/**
 * Where the guided tour lives in the shell (issue 16): its controller is loaded only once someone who has a tour is
 * signed in, so a visitor's pages carry none of the tour's code; never inside a preview of the site.
 */
import type { TPublicLicence } from '@izlog/contract/licence';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '@/lib/current-user-store';
import { tourKeyFor } from '@/lib/tour-request';
import { isPreviewPage } from '@/themes/preview-template';

const TourHost = lazy(() =>
  import('@/features/tours/components/tour-host').then((module) => ({ default: module.TourHost })),
);

export function TourSlot({ licence }: { licence: TPublicLicence }) {
  const user = useCurrentUser();
  if (!user || !tourKeyFor(user) || isPreviewPage()) return null;
  return (
    <Suspense fallback={null}>
      <TourHost licence={licence} />
    </Suspense>
  );
}
