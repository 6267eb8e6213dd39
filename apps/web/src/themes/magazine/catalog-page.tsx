/**
 * SingleCatalog of the magazine theme: the catalog's text in the reading face beside its picture, who made it, and
 * what the reader may do (the actions slot) under the headline; then its products as compact rows, page by page.
 */
import { Anchor, Grid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/lib/paths';
import type { TCatalogLayoutProps } from '../layout-props';
import { authorName } from '../shared/content-facts';
import classes from './magazine.module.css';
import { PageFrame, SectionHead } from './page-frame';
import { Picture } from './picture';
import { ProductRow } from './product-row';
import { StoryBody } from './story-body';
import { ListSection, StoryList } from './story-list';

export function CatalogPage({ catalog, products, actions }: TCatalogLayoutProps) {
  const { t } = useTranslation();
  const author = catalog.author;
  return (
    <PageFrame kicker={t('catalogue.catalog')} title={catalog.name} aside={actions}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: catalog.image ? 7 : 12 }}>
          <Stack gap="xs" maw="42rem">
            {catalog.description && <StoryBody html={catalog.description} />}
            {author && (
              <Text size="sm" className={classes.muted}>
                {t('catalogue.byAuthor')}{' '}
                <Anchor component={Link} to={links.profile(author.id)} size="sm" fw={700}>
                  {authorName(author)}
                </Anchor>
              </Text>
            )}
          </Stack>
        </Grid.Col>
        {catalog.image && (
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: -1, md: 0 }}>
            <Picture
              src={catalog.image}
              sizes={catalog.image_sizes}
              displaySizes="(min-width: 62em) 40vw, 100vw"
              alt={catalog.name}
              isEager
            />
          </Grid.Col>
        )}
      </Grid>
      <Stack component="section" aria-labelledby="catalog-products" gap="sm">
        <SectionHead id="catalog-products">{t('nav.products')}</SectionHead>
        <ListSection list={products} emptyMessage={t('catalogue.emptyCatalog')}>
          {(items) => (
            <StoryList label={t('nav.products')} layout="wide">
              {items.map((product) => (
                <ProductRow key={product.id} product={product} headingLevel={3} />
              ))}
            </StoryList>
          )}
        </ListSection>
      </Stack>
    </PageFrame>
  );
}
