/**
 * SingleProduct of the classic theme: gallery beside the name, price (or "on request") with the discount, where the
 * product is and in which catalogs; then the text, attributes, videos, tags and related contents, with the page's
 * widgets in positions one (under the product's head), two (after its text) and three (at the end; decision 0037).
 */
import { Anchor, Container, Grid, Stack, Table, Text, Title } from '@mantine/core';
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
import { RelatedContents } from './related-contents';

export function SingleProductPage({ product, related, comments, widgets, actions }: TSingleProductLayoutProps) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="lg">
      <Stack gap="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ProductGallery pictures={galleryPictures(product)} title={product.title} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              {product.category && (
                <Anchor component={Link} to={links.products({ category: product.category.slug })} size="sm">
                  {product.category.name}
                </Anchor>
              )}
              <Title order={1}>{product.title}</Title>
              <PriceTag item={product} size="xl" />
              {actions}
              {product.description && <Text>{product.description}</Text>}
              <Text size="sm" c="dimmed">
                {t('catalogue.byAuthor')}{' '}
                <Anchor component={Link} to={links.profile(product.author.id)} size="sm">
                  {authorName(product.author)}
                </Anchor>
              </Text>
              <ProductPlaces product={product} headingOrder={2} headingSize="h5" />
              <TagList tags={product.tags} />
            </Stack>
          </Grid.Col>
        </Grid>
        <WidgetPosition widgets={widgets} position={1} />
        {product.content_text && <RichText html={product.content_text} />}
        {product.attributes.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="attributes-title">
            <Title order={2} size="h3" id="attributes-title">
              {t('catalogue.attributes')}
            </Title>
            <Table withTableBorder maw={640} aria-labelledby="attributes-title">
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
        <VideoGallery videos={product.video_gallery} />
        <WidgetPosition widgets={widgets} position={2} />
        {comments}
        <RelatedContents items={related} />
        <WidgetPosition widgets={widgets} position={3} />
      </Stack>
    </Container>
  );
}
