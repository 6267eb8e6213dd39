/**
 * Content management pages (decision 0013): the list and the editor of each managed kind, for staff (/admin) or
 * members (/my). The back-office guard has let the user in; a kind the scope does not manage, or a bad id, is the
 * not-found page.
 */
import { BIDDING_DURATION } from '@izlog/contract/bidding';
import { useParams } from 'react-router';
import { NotFoundPage } from '@/components/not-found-page';
import { BiddingPanel } from '@/features/bidding/components/bidding-panel';
import { ManagedEditorPage } from '@/features/content-management/components/managed-editor-page';
import { ManagedListPage } from '@/features/content-management/components/managed-list-page';
import { isScopeKind, type TManagementScope } from '@/features/content-management/utils/management-scope';
import { useLicenceDetails } from '@/features/licence/api/get-licence-details';
import { useCurrentUser } from '@/lib/current-user-store';
import { managedParamsOf } from './managed-params';

type TManagedRouteProps = { scope: TManagementScope };

export function ManagedListRoute({ scope }: TManagedRouteProps) {
  const user = useCurrentUser();
  const { kind } = managedParamsOf(useParams());
  if (!kind || !isScopeKind(scope, kind) || !user) return <NotFoundPage />;
  // A new kind starts with fresh filters and page.
  return <ManagedListPage key={kind} scope={scope} kind={kind} user={user} />;
}

export function ManagedEditorRoute({ scope }: TManagedRouteProps) {
  const user = useCurrentUser();
  // The shell has loaded the licence before any page shows, so this reads it from the cache.
  const biddingDuration = useLicenceDetails().data?.bidding_duration ?? BIDDING_DURATION.default;
  const { kind, id, isValid } = managedParamsOf(useParams());
  if (!kind || !isScopeKind(scope, kind) || !isValid || !user) return <NotFoundPage />;
  return (
    <ManagedEditorPage
      key={`${kind}-${id}`}
      scope={scope}
      kind={kind}
      id={id}
      user={user}
      // The bidding tab's content comes from the bidding feature (features do not import each other).
      renderBidding={(subject) => <BiddingPanel subject={subject} duration={biddingDuration} />}
    />
  );
}
