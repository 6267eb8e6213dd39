/**
 * SingleCatalog of the showcase theme: a split head — the catalog's picture large beside its name, text, author and
 * actions — then its products as a shop window, page by page.
 */
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/lib/paths';
import type { TCatalogLayoutProps } from '../layout-props';
import { authorName } from '../shared/content-facts';
import { ListSection } from '../shared/list-section';
import { RichText } from '../shared/rich-text';
import { Section } from './page-frame';
import { ProductTile } from './product-tile';
import classes from './showcase.module.css';
import { TileGrid } from './tile-grid';
import { TileImage } from './tile-image';

export function CatalogPage({ catalog, products, actions }: TCatalogLayoutProps) {
  const { t } = useTranslation();
  const author = catalog.author;
  return (
    <Container size="xl" py="xl">
      <Stack gap={48}>
        <div className={catalog.image ? classes.split : undefined}>
          {catalog.image && (
            <TileImage
              src={catalog.image}
              sizes={catalog.image_sizes}
              displaySizes="(min-width: 62em) 55vw, 100vw"
              alt={catalog.name}
              isEager
              shape="wide"
            />
          )}
          <Stack gap="md">
            <Text className={classes.eyebrow}>{t('catalogue.catalog')}</Text>
            <Title order={1} className={classes.pageTitle}>
              {catalog.name}
            </Title>
            {actions}
            {catalog.description && <RichText html={catalog.description} />}
            {author && (
              <Text size="sm" className={classes.muted}>
                {t('catalogue.byAuthor')}{' '}
                <Anchor component={Link} to={links.profile(author.id)} size="sm">
                  {authorName(author)}
                </Anchor>
              </Text>
            )}
          </Stack>
        </div>
        <Section id="catalog-products" title={t('nav.products')}>
          <ListSection list={products} emptyMessage={t('catalogue.emptyCatalog')}>
            {(items) => (
              <TileGrid label={t('nav.products')}>
                {items.map((product) => (
                  <ProductTile key={product.id} product={product} />
                ))}
              </TileGrid>
            )}
          </ListSection>
        </Section>
      </Stack>
    </Container>
  );
}
