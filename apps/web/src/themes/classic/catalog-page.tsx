/** SingleCatalog of the classic theme: the catalog's picture and its rich text, then its products page by page. */
import { Anchor, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/lib/paths';
import type { TCatalogLayoutProps } from '../layout-props';
import { CardGrid } from '../shared/card-grid';
import { authorName } from '../shared/content-facts';
import { ListSection } from '../shared/list-section';
import { Picture } from '../shared/picture';
import { ProductCard } from '../shared/product-card';
import { RichText } from '../shared/rich-text';
import { PageFrame } from './page-frame';

export function CatalogPage({ catalog, products, actions }: TCatalogLayoutProps) {
  const { t } = useTranslation();
  const author = catalog.author;
  return (
    <PageFrame title={catalog.name} aside={actions}>
      <Grid gap="lg">
        {catalog.image && (
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <Picture
              src={catalog.image}
              sizes={catalog.image_sizes}
              displaySizes="(min-width: 48em) 40vw, 100vw"
              alt={catalog.name}
              isEager
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: catalog.image ? 7 : 12 }}>
          <Stack gap="xs">
            {catalog.description && <RichText html={catalog.description} />}
            {author && (
              <Text size="sm" c="dimmed">
                {t('catalogue.byAuthor')}{' '}
                <Anchor component={Link} to={links.profile(author.id)} size="sm">
                  {authorName(author)}
                </Anchor>
              </Text>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <Title order={2} size="h3">
        {t('nav.products')}
      </Title>
      <ListSection list={products} emptyMessage={t('catalogue.emptyCatalog')}>
        {(items) => (
          <CardGrid label={t('nav.products')}>
            {items.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </CardGrid>
        )}
      </ListSection>
    </PageFrame>
  );
}
