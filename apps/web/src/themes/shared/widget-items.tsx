/**
 * A list widget's items in its `layout` (items per row) on wide screens and fewer on narrow ones (decision 0037): one per
 * row on phones, at most 2 from 36em, 3 from 48em, 4 from 62em. One per row shows rows (picture beside the text).
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TContentListItem } from '@izlog/contract/contents';
import { Anchor, Card, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { contentLink } from '@/lib/paths';
import { ContentCard } from './content-card';
import { Picture } from './picture';
import { PriceTag } from './price-tag';
import { ProductCard } from './product-card';
import { widgetColumns, widgetImageSizes } from './widget-columns';

type TWidgetItemsProps = { items: TContentListItem[]; perRow: number; label: string };

export function WidgetItems({ items, perRow, label }: TWidgetItemsProps) {
  if (perRow <= 1) {
    return (
      <Stack component="ul" aria-label={label} gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <WidgetRowItem key={item.id} item={item} />
        ))}
      </Stack>
    );
  }
  const displaySizes = widgetImageSizes(perRow);
  return (
    <SimpleGrid
      component="ul"
      aria-label={label}
      cols={widgetColumns(perRow)}
      spacing="lg"
      style={{ listStyle: 'none', padding: 0 }}
    >
      {items.map((item) =>
        item.content_type_id === CONTENT_TYPE.product ? (
          <ProductCard key={item.id} product={item} displaySizes={displaySizes} />
        ) : (
          <ContentCard
            key={item.id}
            href={contentLink(item.content_type_id, item.slug)}
            title={item.title}
            image={item.image}
            imageSizes={item.image_sizes}
            displaySizes={displaySizes}
            text={item.excerpt}
            date={item.published_at ?? item.created_at}
          />
        ),
      )}
    </SimpleGrid>
  );
}

/** One item as a row: the picture a third of the width from 48em, above the text on phones. */
function WidgetRowItem({ item }: { item: TContentListItem }) {
  const href = contentLink(item.content_type_id, item.slug);
  const isProduct = item.content_type_id === CONTENT_TYPE.product;
  return (
    <Card component="li" withBorder padding="sm" radius="md">
      <Grid gap="md" align="center">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          {/* The title is the link for keyboards and screen readers; the picture is a bigger target for pointers. */}
          <Link to={href} tabIndex={-1} aria-hidden="true">
            <Picture
              src={item.image}
              sizes={item.image_sizes}
              displaySizes="(min-width: 48em) 33vw, 100vw"
              alt={item.title}
            />
          </Link>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Stack gap={6}>
            <Title order={3} size="h4">
              <Anchor component={Link} to={href} c="inherit" underline="hover">
                {item.title}
              </Anchor>
            </Title>
            {isProduct ? (
              <PriceTag item={item} />
            ) : (
              item.excerpt && (
                <Text size="sm" c="dimmed" lineClamp={3}>
                  {item.excerpt}
                </Text>
              )
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Card>
  );
}
