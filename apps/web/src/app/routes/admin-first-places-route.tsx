/** `/admin/first-places` (back office, 'bidding.manage'): paid first places with their reports, and the duration. */
import { BIDDING_DURATION } from '@izlog/contract/bidding';
import { FirstPlacesPage } from '@/features/bidding/components/first-places-page';
import { useLicenceDetails } from '@/features/licence/api/get-licence-details';

export function AdminFirstPlacesRoute() {
  // The shell has loaded the licence before any page shows, so this reads it from the cache.
  const duration = useLicenceDetails().data?.bidding_duration ?? BIDDING_DURATION.default;
  return <FirstPlacesPage duration={duration} />;
}
