/** Register a sales user (SPEC §7 register-sales-user): the account is signed in at once. */
import type { TRegisterSalesUserRequest, TSalesUser } from '@izlog/contract/sales';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { salesApiPaths } from '@/lib/platform-paths';
import { startSalesSession } from '@/lib/sales-user-store';

export const registerSalesUser = (body: TRegisterSalesUserRequest) =>
  apiRequest<TSalesUser>(salesApiPaths.registerSalesUser, { method: 'POST', body });

export const useRegisterSalesUser = () => useMutation({ mutationFn: registerSalesUser, onSuccess: startSalesSession });
