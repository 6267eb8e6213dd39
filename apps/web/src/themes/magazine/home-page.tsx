/**
 * HomePage of the magazine theme, a newspaper's front page: the nameplate, categories as the section bar, the cover
 * (the site's hero), then the lead story (position one's block) and position one's widgets over the newest products
 * in columns of small stories, with widget positions two and three in a side column on wide screens (under the main
 * column on phones, so the reading order stays decision 0037's: one, the page's matter, two, three).
 */
import { Anchor, Container, Grid, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/lib/paths';
import type { THomeLayoutProps, TPageWidgetsState } from '../layout-props';
import { HomeHero } from './home-hero';
import { LeadStory } from './lead-story';
import classes from './magazine.module.css';
import { Masthead } from './masthead';
import { SectionHead } from './page-frame';
import { ProductRow } from './product-row';
import { SectionBar } from './section-bar';
import { ListSection, StoryList } from './story-list';
import { WidgetPosition } from './widget-position';

/** Whether positions two or three hold a widget, so the side column has something to show. */
const hasRailWidgets = (widgets: TPageWidgetsState) =>
  widgets.positions !== null && widgets.positions[1].length + widgets.positions[2].length > 0;

export function HomePage({ licence, look, lead, widgets, categories, products }: THomeLayoutProps) {
  const { t } = useTranslation();
  const hasRail = hasRailWidgets(widgets);
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Masthead siteName={look.siteName} description={licence.description} />
        <SectionBar
          tour="categories"
          label={t('catalogue.categories')}
          items={categories.map((category) => ({
            key: String(category.id),
            label: category.name,
            href: links.category(category.slug),
            isCurrent: false,
          }))}
        />
        <HomeHero look={look} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: hasRail ? 8 : 12 }}>
            <Stack gap="xl">
              <LeadStory state={lead} contactForm={widgets.contactForm} showsFailure={widgets.error === null} />
              <WidgetPosition widgets={widgets} position={1} hasSkeleton={false} />
              <Stack component="section" gap="sm" aria-labelledby="home-products" data-tour="products">
                <Group justify="space-between" align="baseline" gap="xs" className={classes.sectionHeadRow}>
                  <SectionHead id="home-products">{t('catalogue.newestProducts')}</SectionHead>
                  <Anchor component={Link} to={links.products()} size="sm" fw={700}>
                    {t('catalogue.allProducts')}
                  </Anchor>
                </Group>
                <ListSection list={products} emptyMessage={t('catalogue.noProducts')}>
                  {(items) => (
                    <StoryList label={t('catalogue.newestProducts')} layout={hasRail ? 'columns' : 'wide'}>
                      {items.map((product) => (
                        <ProductRow key={product.id} product={product} headingLevel={3} density="compact" />
                      ))}
                    </StoryList>
                  )}
                </ListSection>
              </Stack>
            </Stack>
          </Grid.Col>
          {hasRail && (
            <Grid.Col span={{ base: 12, md: 4 }} className={classes.sidebar}>
              <Stack gap="xl">
                <WidgetPosition widgets={widgets} position={2} isInRail />
                <WidgetPosition widgets={widgets} position={3} isInRail />
              </Stack>
            </Grid.Col>
          )}
        </Grid>
        {!hasRail && (
          <>
            <WidgetPosition widgets={widgets} position={2} />
            <WidgetPosition widgets={widgets} position={3} />
          </>
        )}
      </Stack>
    </Container>
  );
}
