/**
 * HomePage of the classic theme: the site's name and description, its hero (picture, line and button from the site's
 * settings), position one (its lead block and widgets), the categories and newest products, then widget positions two
 * and three (decision 0037).
 */
import { Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/lib/paths';
import type { THomeLayoutProps } from '../layout-props';
import { CardGrid } from '../shared/card-grid';
import { ListSection } from '../shared/list-section';
import { ProductCard } from '../shared/product-card';
import { WidgetPosition } from '../shared/widget-position';
import { CategoryLinks } from './category-links';
import { HomeHero } from './home-hero';
import { HomeLead } from './home-lead';
import { PageFrame } from './page-frame';

export function HomePage({ licence, look, lead, widgets, categories, products }: THomeLayoutProps) {
  const { t } = useTranslation();
  return (
    <PageFrame title={look.siteName} lead={licence.description}>
      <HomeHero look={look} />
      <HomeLead state={lead} contactForm={widgets.contactForm} showsFailure={widgets.error === null} />
      <WidgetPosition widgets={widgets} position={1} hasSkeleton={false} />
      {categories.length > 0 && (
        <Stack component="section" gap="xs" aria-labelledby="home-categories" data-tour="categories">
          <Title order={2} size="h3" id="home-categories">
            {t('catalogue.categories')}
          </Title>
          <CategoryLinks
            label={t('catalogue.categories')}
            items={categories.map((category) => ({
              key: String(category.id),
              label: category.name,
              href: links.category(category.slug),
              isCurrent: false,
            }))}
          />
        </Stack>
      )}
      <Stack component="section" gap="md" aria-labelledby="home-products" data-tour="products">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h3" id="home-products">
            {t('catalogue.newestProducts')}
          </Title>
          <Button component={Link} to={links.products()} variant="subtle">
            {t('catalogue.allProducts')}
          </Button>
        </Group>
        <ListSection list={products} emptyMessage={t('catalogue.noProducts')}>
          {(items) => (
            <CardGrid label={t('catalogue.newestProducts')}>
              {items.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </CardGrid>
          )}
        </ListSection>
      </Stack>
      <WidgetPosition widgets={widgets} position={2} />
      <WidgetPosition widgets={widgets} position={3} />
    </PageFrame>
  );
}
