/**
 * HomePage of the showcase theme: the hero as wide as the window, position one's lead block as a large featured tile
 * rising over its lower edge, the categories as chips, the newest products as a shop window of portrait tiles (the
 * first twice as wide) with their prices on them, then widget positions one to three (decision 0037).
 */
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/lib/paths';
import { hasHero } from '@/lib/site-look';
import type { THomeLayoutProps } from '../layout-props';
import { ListSection } from '../shared/list-section';
import { WidgetPosition } from '../shared/widget-position';
import { CategoryChips } from './category-chips';
import { HomeHero } from './home-hero';
import { HomeLead } from './home-lead';
import { Section } from './page-frame';
import { ProductTile } from './product-tile';
import classes from './showcase.module.css';
import { TileGrid } from './tile-grid';

export function HomePage({ licence, look, lead, widgets, categories, products }: THomeLayoutProps) {
  const { t } = useTranslation();
  const isOverHero = hasHero(look);
  return (
    <>
      <HomeHero look={look} />
      <Container size="xl" pb="xl">
        <Stack gap={48}>
          {/* The site's name leads the page for screen readers; on screen the lead tile rises over the hero first. */}
          <Stack gap="xs" ta="center" align="center" style={{ order: isOverHero ? 1 : 0 }}>
            <Title order={1} className={classes.pageTitle}>
              {look.siteName}
            </Title>
            {licence.description && (
              <Text size="lg" className={classes.muted} maw={680}>
                {licence.description}
              </Text>
            )}
          </Stack>
          <div className={classes.leadOverHero} data-over-hero={isOverHero || undefined} style={{ order: 0 }}>
            <HomeLead state={lead} contactForm={widgets.contactForm} showsFailure={widgets.error === null} />
          </div>
          {categories.length > 0 && (
            <div style={{ order: 1, alignSelf: 'center', maxWidth: '100%' }} data-tour="categories">
              <CategoryChips
                label={t('catalogue.categories')}
                items={categories.map((category) => ({
                  key: String(category.id),
                  label: category.name,
                  href: links.category(category.slug),
                  isCurrent: false,
                }))}
              />
            </div>
          )}
          <Stack gap={48} style={{ order: 1 }}>
            <WidgetPosition widgets={widgets} position={1} hasSkeleton={false} />
            <Section
              tour="products"
              id="home-products"
              title={t('catalogue.newestProducts')}
              more={
                <Anchor component={Link} to={links.products()} fw={700} underline="hover">
                  {t('catalogue.allProducts')} <span aria-hidden="true">→</span>
                </Anchor>
              }
            >
              <ListSection list={products} emptyMessage={t('catalogue.noProducts')}>
                {(items) => (
                  <TileGrid label={t('catalogue.newestProducts')}>
                    {items.map((product, index) => (
                      <ProductTile key={product.id} product={product} isFeatured={index === 0} />
                    ))}
                  </TileGrid>
                )}
              </ListSection>
            </Section>
            <WidgetPosition widgets={widgets} position={2} />
            <WidgetPosition widgets={widgets} position={3} />
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
