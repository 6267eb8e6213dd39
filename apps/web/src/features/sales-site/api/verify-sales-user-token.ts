/** The account of the stored token (verify-sales-user-token); a 511 is the API client's to handle (SPEC §8). */
import type { TSalesUser } from '@izlog/contract/sales';
import { apiRequest } from '@/lib/api-client';
import { salesApiPaths } from '@/lib/platform-paths';

export const verifySalesUserToken = () =>
  apiRequest<TSalesUser>(salesApiPaths.verifySalesUserToken, { method: 'POST', body: {} });
