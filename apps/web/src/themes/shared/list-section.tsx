/** A list in one of its states: skeleton on first load, the failure with "Try again", the empty message, or items. */
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Pager } from '@/components/pager';
import { CardGridSkeleton, EmptyState, ErrorState } from '@/components/states';
import type { TListState } from '../layout-props';
import { GRID_COLUMNS } from './card-grid';

type TListSectionProps<T> = {
  list: TListState<T>;
  emptyMessage: string;
  children: (items: T[]) => ReactNode;
  /** For a list that is one of several on a screen: its pager's name, and a page change stays at the list. */
  pager?: { label: string; onPageShown: () => void };
};

export function ListSection<T>({ list, emptyMessage, children, pager }: TListSectionProps<T>) {
  if (list.error) return <ErrorState message={list.error.message} onRetry={list.error.onRetry} />;
  if (list.items === null) return <CardGridSkeleton columns={GRID_COLUMNS} />;
  if (list.items.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <Stack gap="lg">
      {children(list.items)}
      {pager ? (
        <Pager
          list={{
            ...list,
            onPageChange: (page) => {
              list.onPageChange(page);
              pager.onPageShown();
            },
          }}
          keepsScroll
          label={pager.label}
        />
      ) : (
        <Pager list={list} />
      )}
    </Stack>
  );
}
