/**
 * A list of stories in one of its states: rows of placeholders on first load, the failure with "Try again", the empty
 * message, or the rows (in one column, or two to three on wide screens) with the page numbers under them.
 */
import { Box, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import { EmptyState, ErrorState } from '@/components/states';
import type { TListState } from '../layout-props';
import classes from './magazine.module.css';

type TStoryListProps = {
  label: string;
  /** 'rows': one column; 'columns': two from 48em; 'wide': three from 75em too. */
  layout?: 'rows' | 'columns' | 'wide';
  children: ReactNode;
};

export function StoryList({ label, layout = 'rows', children }: TStoryListProps) {
  return (
    <ul
      aria-label={label}
      className={layout === 'rows' ? classes.rows : classes.columns}
      data-wide={layout === 'wide' ? '' : undefined}
    >
      {children}
    </ul>
  );
}

type TListSectionProps<T> = {
  list: TListState<T>;
  emptyMessage: string;
  children: (items: T[]) => ReactNode;
  /** For a list that is one of several on a screen: its pager's name, and a page change stays at the list. */
  pager?: { label: string; onPageShown: () => void };
};

export function ListSection<T>({ list, emptyMessage, children, pager }: TListSectionProps<T>) {
  if (list.error) return <ErrorState message={list.error.message} onRetry={list.error.onRetry} />;
  if (list.items === null) return <RowsSkeleton />;
  if (list.items.length === 0) return <EmptyState message={emptyMessage} />;
  const pagerList = pager
    ? {
        ...list,
        onPageChange: (page: number) => {
          list.onPageChange(page);
          pager.onPageShown();
        },
      }
    : list;
  return (
    <Stack gap="lg">
      {children(list.items)}
      <Pager list={pagerList} keepsScroll={pager !== undefined} label={pager?.label} />
    </Stack>
  );
}

/** Placeholder rows shaped like the stories that come: headline lines beside a small picture. */
export function RowsSkeleton({ count = 4 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <Stack gap="md" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
          <Box key={index} style={{ display: 'flex', gap: 'var(--mantine-spacing-md)' }}>
            <Stack gap={8} flex={1}>
              <Skeleton h={10} w="20%" />
              <Skeleton h={20} w="85%" />
              <Skeleton h={12} w="60%" />
            </Stack>
            <Skeleton h={{ base: 64, sm: 120 }} w={{ base: 96, sm: 180 }} />
          </Box>
        ))}
      </Stack>
    </div>
  );
}
