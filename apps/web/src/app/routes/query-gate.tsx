/** A single page's load: the theme's skeleton while it loads, the 404 page for an unknown slug, the failure with retry. */
import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState, PageSkeleton } from '@/components/states';
import { ApiError } from '@/lib/api-client';
import { NotFoundRoute } from './not-found-route';

const NOT_FOUND = 404;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === NOT_FOUND;

/** What the gate reads of a query (several queries can be combined into one). */
type TGateQuery<T> = { data: T | undefined; error: Error | null; isPending: boolean; refetch: () => unknown };

type TQueryGateProps<T> = {
  query: TGateQuery<T>;
  children: (data: T) => ReactNode;
};

export function QueryGate<T>({ query, children }: TQueryGateProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isPending) return <PageSkeleton />;
  if (isNotFound(query.error)) return <NotFoundRoute />;
  return (
    <Container size="lg" py="lg">
      <ErrorState message={query.error?.message ?? ''} onRetry={() => void query.refetch()} />
    </Container>
  );
}
