/** SearchListing of the classic theme: the query to refine, the hits with their kind and snippet, or the tip. */
import type { TSearchHit } from '@izlog/contract/search';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager } from '@/components/pager';
import { CardGridSkeleton, EmptyState, ErrorState } from '@/components/states';
import { contentLink } from '@/lib/paths';
import type { TSearchListingLayoutProps } from '../layout-props';
import { GRID_COLUMNS } from './card-grid';
import { PageFrame } from './page-frame';

export function SearchListingPage({ query, hits, totalCount, isSearchDisabled, onSearch }: TSearchListingLayoutProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) onSearch(draft.trim());
  };
  return (
    <PageFrame title={query ? t('search.resultsFor', { q: query }) : t('search.title')}>
      {!isSearchDisabled && (
        <search>
          <form onSubmit={submit}>
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('search.label')}
                value={draft}
                onChange={(event) => setDraft(event.currentTarget.value)}
                type="search"
                style={{ flex: 1, minWidth: 200 }}
              />
              <Button type="submit">{t('search.submit')}</Button>
            </Group>
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
  if (hits.items === null) return <CardGridSkeleton columns={GRID_COLUMNS} count={4} />;
  if (hits.items.length === 0) {
    return (
      <Alert color="gray" title={t('search.noMatch', { q: query })}>
        {t('search.noMatchTip')}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Text c="dimmed" aria-live="polite">
        {t('search.found', { count: totalCount })}
      </Text>
      <Stack
        component="ol"
        gap="sm"
        aria-label={t('search.resultsFor', { q: query })}
        style={{ listStyle: 'none', padding: 0 }}
      >
        {hits.items.map((hit) => (
          <SearchHitItem key={`${hit.type}-${hit.id}`} hit={hit} />
        ))}
      </Stack>
      <Pager list={hits} />
    </Stack>
  );
}

function SearchHitItem({ hit }: { hit: TSearchHit }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap={4}>
        <Group gap="xs">
          <Badge variant="light" size="sm">
            {t(`search.types.${hit.type}`)}
          </Badge>
        </Group>
        <Title order={2} size="h4">
          <Anchor component={Link} to={contentLink(hit.content_type_id, hit.slug)} c="inherit">
            {hit.title}
          </Anchor>
        </Title>
        {hit.snippet && (
          <Text size="sm" c="dimmed">
            {hit.snippet}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
