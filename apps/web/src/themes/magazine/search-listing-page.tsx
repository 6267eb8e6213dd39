/**
 * SearchListing of the magazine theme: the query to refine on one ruled line, the hits as rows (their kind as the
 * kicker, the price of a product, the snippet), or the tip when nothing matches.
 */
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveFieldset } from '@/components/live-fieldset';
import { Pager } from '@/components/pager';
import { EmptyState, ErrorState } from '@/components/states';
import { contentLink } from '@/lib/paths';
import type { TSearchListingLayoutProps } from '../layout-props';
import classes from './magazine.module.css';
import { PageFrame } from './page-frame';
import { RowsSkeleton, StoryList } from './story-list';
import { StoryRow } from './story-row';

export function SearchListingPage({ query, hits, totalCount, isSearchDisabled, onSearch }: TSearchListingLayoutProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) onSearch(draft.trim());
  };
  return (
    <PageFrame kicker={t('search.title')} title={query ? t('search.resultsFor', { q: query }) : t('search.title')}>
      {!isSearchDisabled && (
        <search>
          <form onSubmit={submit}>
            <LiveFieldset>
              <Group align="flex-end" gap="sm" maw="42rem">
                <TextInput
                  label={t('search.label')}
                  value={draft}
                  onChange={(event) => setDraft(event.currentTarget.value)}
                  type="search"
                  size="md"
                  style={{ flex: 1, minWidth: 200 }}
                />
                <Button type="submit" size="md">
                  {t('search.submit')}
                </Button>
              </Group>
            </LiveFieldset>
          </form>
        </search>
      )}
      <SearchResults query={query} hits={hits} totalCount={totalCount} isSearchDisabled={isSearchDisabled} />
    </PageFrame>
  );
}

function SearchResults({ query, hits, totalCount, isSearchDisabled }: Omit<TSearchListingLayoutProps, 'onSearch'>) {
  const { t } = useTranslation();
  if (isSearchDisabled) return <EmptyState message={t('search.disabled')} />;
  if (!query) return <EmptyState message={t('search.emptyQuery')} />;
  if (hits.error) return <ErrorState message={hits.error.message} onRetry={hits.error.onRetry} />;
  if (hits.items === null) return <RowsSkeleton />;
  if (hits.items.length === 0) {
    return (
      <Alert color="gray" title={t('search.noMatch', { q: query })} maw="42rem">
        {t('search.noMatchTip')}
      </Alert>
    );
  }
  return (
    <Stack gap="md" maw="52rem">
      <Text className={classes.muted} aria-live="polite">
        {t('search.found', { count: totalCount })}
      </Text>
      <StoryList label={t('search.resultsFor', { q: query })}>
        {hits.items.map((hit) => (
          <StoryRow
            key={`${hit.type}-${hit.id}`}
            href={contentLink(hit.content_type_id, hit.slug)}
            title={hit.title}
            image={hit.image}
            imageSizes={hit.image_sizes}
            kicker={t(`search.types.${hit.type}`)}
            price={hit.offer}
            text={hit.snippet}
          />
        ))}
      </StoryList>
      <Pager list={hits} />
    </Stack>
  );
}
