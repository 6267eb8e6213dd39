/** Register a front user (JSON body); the account is confirmed later through the mailed link. */
import type { TRegisterFrontUserRequest, TUser } from '@izlog/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

type TRegisteredResponse = { message: string; user: TUser };

export const registerFrontUser = (body: TRegisterFrontUserRequest) =>
  apiRequest<TRegisteredResponse>(apiPaths.registerFrontUser, { method: 'POST', body });

export const useRegisterFrontUser = () => useMutation({ mutationFn: registerFrontUser });
