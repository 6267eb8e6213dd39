/** TanStack Query defaults: client errors (4xx) and an expired session are answers, not hiccups: no retry. */
import { SESSION_EXPIRED_STATUS } from '@izlog/contract/constants';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 2;

const isFinalAnswer = (error: unknown) =>
  error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.status === SESSION_EXPIRED_STATUS);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < MAX_RETRIES && !isFinalAnswer(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
