/** Log out: the server revokes the token; locally the session ends whatever the server answers. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { endSession } from '@/lib/current-user-store';
import { apiPaths } from '@/lib/paths';
import { getToken } from '@/lib/token-storage';

export const logoutUser = () =>
  apiRequest<{ message: string }>(apiPaths.logout, { method: 'POST', body: { auth_key: getToken() ?? undefined } });

export const useLogout = () => useMutation({ mutationFn: logoutUser, onSettled: endSession });
