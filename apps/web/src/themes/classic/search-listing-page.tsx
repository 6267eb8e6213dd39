/**
 * SearchListing of the classic theme: the query to refine, the hits with their kind, picture, price (products) and
 * snippet, or the tip.
 */
import type { TSearchHit } from '@izlog/contract/search';
import { Alert, Anchor, Badge, Box, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LiveFieldset } from '@/components/live-fieldset';
import { Pager } from '@/components/pager';
import { CardGridSkeleton, EmptyState, ErrorState } from '@/components/states';
import { contentLink } from '@/lib/paths';
import type { TSearchListingLayoutProps } from '../layout-props';
import { PriceTag } from '../shared/price-tag';
import { GRID_COLUMNS } from './card-grid';
import { PageFrame } from './page-frame';
import { Picture } from './picture';

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
            <LiveFieldset>
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

/** Wide enough to recognise a product, small enough to leave the text most of a phone's width. */
const THUMBNAIL_WIDTH = { base: 84, sm: 120 };
const THUMBNAIL_SIZES = '(min-width: 36em) 120px, 84px';

function SearchHitItem({ hit }: { hit: TSearchHit }) {
  const { t } = useTranslation();
  const href = contentLink(hit.content_type_id, hit.slug);
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Group gap="md" align="flex-start" wrap="nowrap">
        {hit.image && (
          <Box w={THUMBNAIL_WIDTH} style={{ flexShrink: 0 }}>
            {/* The title beside it is the link for keyboards and screen readers, so the picture says nothing more. */}
            <Link to={href} tabIndex={-1} aria-hidden="true">
              <Picture src={hit.image} sizes={hit.image_sizes} displaySizes={THUMBNAIL_SIZES} alt="" />
            </Link>
          </Box>
        )}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Badge variant="light" size="sm">
              {t(`search.types.${hit.type}`)}
            </Badge>
          </Group>
          <Title order={2} size="h4">
            <Anchor component={Link} to={href} c="inherit">
              {hit.title}
            </Anchor>
          </Title>
          {hit.offer && <PriceTag item={hit.offer} />}
          {hit.snippet && (
            <Text size="sm" c="dimmed">
              {hit.snippet}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
