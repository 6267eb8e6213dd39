/**
 * SingleProduct of the showcase theme as a split screen: the gallery large on the left, staying in view on wide
 * screens, and the details on the right — category, name, price (or "on request") with the discount, the actions,
 * author, catalogs, places and tags; then the text, attributes, videos, comments and related products as tiles, with
 * the page's widgets in positions one (under the split), two (after the text) and three (at the end; decision 0037).
 */
import { Anchor, Container, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/lib/paths';
import type { TSingleProductLayoutProps } from '../layout-props';
import { authorName, galleryPictures } from '../shared/content-facts';
import { PriceTag } from '../shared/price-tag';
import { ProductGallery } from '../shared/product-gallery';
import { ProductPlaces } from '../shared/product-places';
import { RichText } from '../shared/rich-text';
import { TagList } from '../shared/tag-list';
import { VideoGallery } from '../shared/video-gallery';
import { WidgetPosition } from '../shared/widget-position';
import { RelatedTiles } from './related-tiles';
import classes from './showcase.module.css';

export function SingleProductPage({ product, related, comments, widgets, actions }: TSingleProductLayoutProps) {
  const { t } = useTranslation();
  return (
    <Container size="xl" py="xl">
      <Stack gap={48}>
        <div className={classes.split}>
          <div className={classes.sticky}>
            <ProductGallery pictures={galleryPictures(product)} title={product.title} />
          </div>
          <Stack gap="lg">
            {product.category && (
              <Anchor
                component={Link}
                to={links.products({ category: product.category.slug })}
                className={classes.eyebrow}
                underline="hover"
              >
                {product.category.name}
              </Anchor>
            )}
            <Title order={1} className={classes.pageTitle}>
              {product.title}
            </Title>
            <div className={classes.detailsPanel}>
              <Stack gap="md">
                <PriceTag item={product} size="xl" />
                {actions}
              </Stack>
            </div>
            {product.description && <Text size="lg">{product.description}</Text>}
            <Text size="sm" className={classes.muted}>
              {t('catalogue.byAuthor')}{' '}
              <Anchor component={Link} to={links.profile(product.author.id)} size="sm">
                {authorName(product.author)}
              </Anchor>
            </Text>
            <ProductPlaces product={product} headingOrder={2} headingSize="h5" />
            <TagList tags={product.tags} />
            {product.attributes.length > 0 && (
              <Stack gap="sm" component="section" aria-labelledby="attributes-title">
                <Title order={2} size="h4" id="attributes-title">
                  {t('catalogue.attributes')}
                </Title>
                <Table aria-labelledby="attributes-title" verticalSpacing="sm">
                  <Table.Tbody>
                    {product.attributes.map((attribute) => (
                      <Table.Tr key={attribute.id}>
                        <Table.Th scope="row" w="40%">
                          {attribute.name}
                        </Table.Th>
                        <Table.Td>{attribute.values.map((value) => value.value).join(', ')}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Stack>
            )}
          </Stack>
        </div>
        <WidgetPosition widgets={widgets} position={1} />
        {product.content_text && (
          <Container size="md" px={0} w="100%">
            <RichText html={product.content_text} />
          </Container>
        )}
        <VideoGallery videos={product.video_gallery} />
        <WidgetPosition widgets={widgets} position={2} />
        {comments}
        <RelatedTiles items={related} />
        <WidgetPosition widgets={widgets} position={3} />
      </Stack>
    </Container>
  );
}
