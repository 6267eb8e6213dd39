/**
 * HomePage of the classic theme: the site's name and description, its hero (picture, line and button from the site's
 * settings), position one (a featured article) and the newest products.
 */
import { Anchor, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/lib/paths';
import type { THomeLayoutProps } from '../layout-props';
import { CardGrid } from './card-grid';
import { CategoryLinks } from './category-links';
import { HomeHero } from './home-hero';
import { ListSection } from './list-section';
import { PageFrame } from './page-frame';
import { Picture } from './picture';
import { ProductCard } from './product-card';

export function HomePage({ licence, look, featured, categories, products }: THomeLayoutProps) {
  const { t } = useTranslation();
  return (
    <PageFrame title={look.siteName} lead={licence.description}>
      <HomeHero look={look} />
      {featured && (
        <Paper component="section" aria-labelledby="featured-title" withBorder radius="md" p="md">
          <Grid gap="lg" align="center">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Picture
                src={featured.image}
                sizes={featured.image_sizes}
                displaySizes="(min-width: 62em) 58vw, 100vw"
                alt={featured.title}
                isEager
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="sm">
                <Text size="sm" tt="uppercase" c="dimmed" fw={600}>
                  {t('catalogue.featured')}
                </Text>
                <Title order={2} id="featured-title">
                  <Anchor component={Link} to={links.article(featured.slug)} c="inherit" underline="hover">
                    {featured.title}
                  </Anchor>
                </Title>
                {featured.excerpt && <Text>{featured.excerpt}</Text>}
              </Stack>
            </Grid.Col>
          </Grid>
        </Paper>
      )}
      {categories.length > 0 && (
        <Stack component="section" gap="xs" aria-labelledby="home-categories">
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
      <Stack component="section" gap="md" aria-labelledby="home-products">
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
    </PageFrame>
  );
}
