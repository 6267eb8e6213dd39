/**
 * The search page's results decided once for every theme: why there are none (search is off, nothing asked), the
 * failure with "Try again", the placeholder, the tip when nothing matches, or how many were found over the hits and
 * their pages; and the page's title. Each theme passes in only its look, its placeholder, its list and a hit.
 */
import type { TSearchHit } from '@izlog/contract/search';
import { Alert, type AlertProps, Stack, type StackProps, Text, type TextProps } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import { EmptyState, ErrorState } from '@/components/states';
import type { TSearchListingLayoutProps } from '../layout-props';

/** Where the themes' results differ: the placeholder, the tip's width or corners, the column, the count, the hits. */
export type TSearchResultsLook = {
  skeleton: ReactNode;
  noMatch?: Pick<AlertProps, 'maw' | 'radius'>;
  column: Pick<StackProps, 'gap' | 'maw'>;
  count: Pick<TextProps, 'c' | 'fw' | 'className'>;
  /** The theme's list of hits, named for assistive technology, and one hit in it. */
  List: ComponentType<{ label: string; children: ReactNode }>;
  Hit: ComponentType<{ hit: TSearchHit }>;
};

type TSearchResultsProps = Omit<TSearchListingLayoutProps, 'onSearch'> & { look: TSearchResultsLook };

export function searchListingTitle(t: TFunction, query: string): string {
  return query ? t('search.resultsFor', { q: query }) : t('search.title');
}

export function SearchResults({ query, hits, totalCount, isSearchDisabled, look }: TSearchResultsProps) {
  const { t } = useTranslation();
  const { skeleton, List, Hit } = look;
  if (isSearchDisabled) return <EmptyState message={t('search.disabled')} />;
  if (!query) return <EmptyState message={t('search.emptyQuery')} />;
  if (hits.error) return <ErrorState message={hits.error.message} onRetry={hits.error.onRetry} />;
  if (hits.items === null) return skeleton;
  if (hits.items.length === 0) {
    return (
      <Alert color="gray" title={t('search.noMatch', { q: query })} {...look.noMatch}>
        {t('search.noMatchTip')}
      </Alert>
    );
  }
  return (
    <Stack {...look.column}>
      <Text {...look.count} aria-live="polite">
        {t('search.found', { count: totalCount })}
      </Text>
      <List label={t('search.resultsFor', { q: query })}>
        {hits.items.map((hit) => (
          <Hit key={`${hit.type}-${hit.id}`} hit={hit} />
        ))}
      </List>
      <Pager list={hits} />
    </Stack>
  );
}
