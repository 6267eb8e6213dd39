/** Log in a licence user (SPEC §4): the answer is the current user with its session token. */
import type { TCurrentUser, TLoginRequest } from '@izlog/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { startSession } from '@/lib/current-user-store';
import { apiPaths } from '@/lib/paths';

export const loginLicenceUser = (body: TLoginRequest) =>
  apiRequest<TCurrentUser>(apiPaths.login, { method: 'POST', body });

export const useLogin = () => useMutation({ mutationFn: loginLicenceUser, onSuccess: startSession });
