/** Ask for a password reset link by e-mail. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export const requestPasswordReset = (body: { email: string }) =>
  apiRequest<{ message: string }>(apiPaths.requestPasswordReset, { method: 'POST', body });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
