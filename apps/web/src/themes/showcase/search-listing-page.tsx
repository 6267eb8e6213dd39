/**
 * SearchListing of the showcase theme: a large search field, then the hits as tiles — picture, kind, title, a
 * product's price on its picture, the snippet — or the tip when nothing matches.
 */
import type { TSearchHit } from '@izlog/contract/search';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveFieldset } from '@/components/live-fieldset';
import { Pager } from '@/components/pager';
import { CardGridSkeleton, EmptyState, ErrorState } from '@/components/states';
import { contentLink } from '@/lib/paths';
import type { TSearchListingLayoutProps } from '../layout-props';
import { ContentTile } from './content-tile';
import { PageFrame } from './page-frame';
import { ProductTile } from './product-tile';
import classes from './showcase.module.css';
import { TILE_COLUMNS, TileGrid } from './tile-grid';

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
              <Group align="flex-end" gap="sm" maw={760}>
                <TextInput
                  label={t('search.label')}
                  value={draft}
                  onChange={(event) => setDraft(event.currentTarget.value)}
                  type="search"
                  size="lg"
                  radius="xl"
                  style={{ flex: 1, minWidth: 200 }}
                />
                <Button type="submit" size="lg" radius="xl">
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
  if (hits.items === null) return <CardGridSkeleton columns={TILE_COLUMNS} count={4} />;
  if (hits.items.length === 0) {
    return (
      <Alert color="gray" title={t('search.noMatch', { q: query })} radius="lg">
        {t('search.noMatchTip')}
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <Text fw={700} aria-live="polite">
        {t('search.found', { count: totalCount })}
      </Text>
      <TileGrid label={t('search.resultsFor', { q: query })}>
        {hits.items.map((hit) => (
          <SearchHitTile key={`${hit.type}-${hit.id}`} hit={hit} />
        ))}
      </TileGrid>
      <Pager list={hits} />
    </Stack>
  );
}

function SearchHitTile({ hit }: { hit: TSearchHit }) {
  const { t } = useTranslation();
  const href = contentLink(hit.content_type_id, hit.slug);
  if (hit.offer) {
    const product = {
      id: hit.id,
      title: hit.title,
      slug: hit.slug,
      image: hit.image,
      image_sizes: hit.image_sizes,
      ...hit.offer,
    };
    return (
      <ProductTile
        product={product}
        headingLevel={2}
        badge={<span className={classes.overlayLabel}>{t(`search.types.${hit.type}`)}</span>}
      />
    );
  }
  return (
    <ContentTile
      href={href}
      title={hit.title}
      image={hit.image}
      imageSizes={hit.image_sizes}
      text={hit.snippet}
      label={t(`search.types.${hit.type}`)}
      headingLevel={2}
    />
  );
}
