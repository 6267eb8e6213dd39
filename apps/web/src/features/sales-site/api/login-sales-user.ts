/** Sign a sales user in (SPEC §7 login-sales-user): the answer is the account with its session token. */
import type { TSalesUser } from '@izlog/contract/sales';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { salesApiPaths } from '@/lib/platform-paths';
import { startSalesSession } from '@/lib/sales-user-store';

type TSalesLogin = { email: string; password: string };

export const loginSalesUser = (body: TSalesLogin) =>
  apiRequest<TSalesUser>(salesApiPaths.loginSalesUser, { method: 'POST', body });

export const useLoginSalesUser = () => useMutation({ mutationFn: loginSalesUser, onSuccess: startSalesSession });
