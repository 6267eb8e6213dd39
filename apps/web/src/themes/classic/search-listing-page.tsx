/**
 * SearchListing of the classic theme: the query to refine, the hits with their kind, picture, price (products) and
 * snippet, or the tip.
 */
import type { TSearchHit } from '@izlog/contract/search';
import { Anchor, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGridSkeleton } from '@/components/states';
import { contentLink } from '@/lib/paths';
import type { TSearchListingLayoutProps } from '../layout-props';
import { GRID_COLUMNS } from '../shared/card-grid';
import { Picture } from '../shared/picture';
import { PriceTag } from '../shared/price-tag';
import { SearchForm } from '../shared/search-form';
import { SearchResults, searchListingTitle, type TSearchResultsLook } from '../shared/search-results';
import { PageFrame } from './page-frame';

export function SearchListingPage(props: TSearchListingLayoutProps) {
  const { t } = useTranslation();
  return (
    <PageFrame title={searchListingTitle(t, props.query)}>
      <SearchForm {...props} />
      <SearchResults {...props} look={resultsLook} />
    </PageFrame>
  );
}

/** An ordered list: the hits keep the order the search gave them. */
function SearchHitList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ol" gap="sm" aria-label={label} style={{ listStyle: 'none', padding: 0 }}>
      {children}
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

const resultsLook: TSearchResultsLook = {
  skeleton: <CardGridSkeleton columns={GRID_COLUMNS} count={4} />,
  column: { gap: 'md' },
  count: { c: 'dimmed' },
  List: SearchHitList,
  Hit: SearchHitItem,
};
