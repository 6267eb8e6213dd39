/** At start, a stored token is checked with the server and the signed-in sales user restored (SPEC §4). */

import { useRestoreStoredSession } from '@/lib/restore-stored-session';
import { endSalesSession, restoreSalesUser } from '@/lib/sales-user-store';
import { salesSiteKeys } from '../api/sales-site-query-keys';
import { verifySalesUserToken } from '../api/verify-sales-user-token';

export const useRestoreSalesSession = (): { isRestoring: boolean } =>
  useRestoreStoredSession({
    queryKey: salesSiteKeys.verifyToken,
    verify: verifySalesUserToken,
    restore: restoreSalesUser,
    end: endSalesSession,
  });
