/**
 * SingleProduct of the classic theme: gallery beside the name, price (or "on request") with the discount, where the
 * product is and in which catalogs; then the text, attributes, videos, tags and related contents, with the page's
 * widgets in positions one (under the product's head), two (after its text) and three (at the end; decision 0037).
 */
import type { TContent } from '@izlog/contract/contents';
import { Anchor, Container, Grid, List, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/lib/paths';
import type { TSingleProductLayoutProps } from '../layout-props';
import { PriceTag } from './price-tag';
import { ProductGallery, type TGalleryPicture } from './product-gallery';
import { RelatedContents } from './related-contents';
import { RichText } from './rich-text';
import { TagList } from './tag-list';
import { VideoGallery } from './video-gallery';
import { WidgetPosition } from './widget-position';

/** The main picture first, then the gallery in its order. */
export function galleryPictures(content: TContent): TGalleryPicture[] {
  const gallery = [...content.gallery]
    .sort((a, b) => a.position - b.position)
    .map((picture) => ({ key: `g${picture.id}`, url: picture.url, sizes: picture.sizes }));
  return content.image ? [{ key: 'main', url: content.image, sizes: content.image_sizes }, ...gallery] : gallery;
}

export const authorName = (author: TContent['author']) => author.company_name || author.username;

export function SingleProductPage({ product, related, comments, widgets }: TSingleProductLayoutProps) {
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
              {product.description && <Text>{product.description}</Text>}
              <Text size="sm" c="dimmed">
                {t('catalogue.byAuthor')}{' '}
                <Anchor component={Link} to={links.profile(product.author.id)} size="sm">
                  {authorName(product.author)}
                </Anchor>
              </Text>
              {product.catalogs.length > 0 && (
                <Stack gap={4} component="section" aria-labelledby="catalogs-title">
                  <Title order={2} size="h5" id="catalogs-title">
                    {t('catalogue.inCatalogs')}
                  </Title>
                  <List size="sm">
                    {product.catalogs.map((catalog) => (
                      <List.Item key={catalog.id}>
                        <Anchor component={Link} to={links.catalog(catalog.slug)}>
                          {catalog.name}
                        </Anchor>
                      </List.Item>
                    ))}
                  </List>
                </Stack>
              )}
              {product.locations.length > 0 && (
                <Stack gap={4} component="section" aria-labelledby="locations-title">
                  <Title order={2} size="h5" id="locations-title">
                    {t('catalogue.locations')}
                  </Title>
                  <List size="sm">
                    {product.locations.map((location) => (
                      <List.Item key={location.id}>
                        <address style={{ fontStyle: 'normal' }}>
                          {[location.address, location.city, location.country].filter(Boolean).join(', ')}
                        </address>
                      </List.Item>
                    ))}
                  </List>
                </Stack>
              )}
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
