/** TanStack Query defaults: client errors (4xx) and an expired session are answers, not hiccups: no retry. */
import { SESSION_EXPIRED_STATUS } from '@izlog/contract/constants';
import { type QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 2;

const isFinalAnswer = (error: unknown) =>
  error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.status === SESSION_EXPIRED_STATUS);

/** `queryCache`: the server's rendering of a page brings its own (server-render/render-public-page.tsx). */
export function createQueryClient({ queryCache }: { queryCache?: QueryCache } = {}): QueryClient {
  return new QueryClient({
    queryCache,
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < MAX_RETRIES && !isFinalAnswer(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
