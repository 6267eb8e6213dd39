/**
 * SingleProduct of the magazine theme, run as a review: the section's kicker, a large headline, the standfirst, the
 * byline, the price and what the reader may do (the actions slot) over the gallery; the text in the reading face
 * beside a box of the product's facts; then comments and related stories. The page's widgets sit in positions one
 * (under the head), two (after the text) and three (at the end; decision 0037).
 */
import { Anchor, Box, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { links } from '@/lib/paths';
import type { TSingleProductLayoutProps } from '../layout-props';
import { galleryPictures } from '../shared/content-facts';
import { PriceTag } from '../shared/price-tag';
import { ProductGallery } from '../shared/product-gallery';
import { VideoGallery } from '../shared/video-gallery';
import { Byline } from './byline';
import { FactBox, hasFacts } from './fact-box';
import classes from './magazine.module.css';
import { RelatedStories } from './related-stories';
import { StoryBody } from './story-body';
import { WidgetPosition } from './widget-position';

export function SingleProductPage({ product, related, comments, widgets, actions }: TSingleProductLayoutProps) {
  const withFacts = hasFacts(product);
  return (
    <Container size="xl" py="lg">
      <Stack gap="xl">
        <Stack gap="sm" className={classes.sectionFront} maw="52rem">
          {product.category && (
            <Anchor
              component={Link}
              to={links.products({ category: product.category.slug })}
              className={classes.kicker}
            >
              {product.category.name}
            </Anchor>
          )}
          <Title order={1} className={`${classes.headline} ${classes.leadHeadline}`}>
            {product.title}
          </Title>
          {product.description && (
            <Text className={`${classes.standfirst} ${classes.muted}`}>{product.description}</Text>
          )}
          <Byline author={product.author} />
          <PriceTag item={product} size="xl" />
          {actions}
        </Stack>
        <WidgetPosition widgets={widgets} position={1} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: withFacts ? 8 : 12 }}>
            <Stack gap="lg">
              <ProductGallery pictures={galleryPictures(product)} title={product.title} />
              {product.content_text && (
                <div className={classes.readingColumn} style={{ marginInline: 0 }}>
                  <StoryBody html={product.content_text} />
                </div>
              )}
              <VideoGallery videos={product.video_gallery} />
            </Stack>
          </Grid.Col>
          {withFacts && (
            <Grid.Col span={{ base: 12, md: 4 }}>
              <FactBox product={product} />
            </Grid.Col>
          )}
        </Grid>
        <WidgetPosition widgets={widgets} position={2} />
        {comments && <Box maw="42rem">{comments}</Box>}
        <RelatedStories items={related} />
        <WidgetPosition widgets={widgets} position={3} />
      </Stack>
    </Container>
  );
}
