/** Sign out: the server ends the platform session; here the session ends whatever it answers. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { salesApiPaths } from '@/lib/platform-paths';
import { endSalesSession } from '@/lib/sales-user-store';
import { getToken } from '@/lib/token-storage';

export const logoutSalesUser = () =>
  apiRequest<{ message: string }>(salesApiPaths.logoutSalesUser, {
    method: 'POST',
    body: { auth_key: getToken() ?? undefined },
  });

export const useLogoutSalesUser = () => useMutation({ mutationFn: logoutSalesUser, onSettled: endSalesSession });
