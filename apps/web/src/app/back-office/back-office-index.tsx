/** /admin and /my lead on to the first page of that area the signed-in user may use (the guard has let them in). */
import { Navigate } from 'react-router';
import { useCurrentUser } from '@/lib/current-user-store';
import { areaEntriesFor, type TBackOfficeArea } from './back-office-access';

export function BackOfficeIndex({ area }: { area: TBackOfficeArea }) {
  const user = useCurrentUser();
  const entry = user ? areaEntriesFor(user).find((each) => each.area === area) : undefined;
  return entry ? <Navigate to={entry.to} replace /> : null;
}
