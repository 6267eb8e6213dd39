/** Set a new password with the token from the mailed link. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

type TResetPasswordInput = { email: string; password_reset_token: string; password: string };

export const resetPassword = (body: TResetPasswordInput) =>
  apiRequest<{ message: string }>(apiPaths.resetPassword, { method: 'POST', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
