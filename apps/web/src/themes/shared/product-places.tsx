/**
 * Where a product can be found, the same in every theme: the catalogs it is in (links) and its locations (addresses),
 * each a titled section only when it has any. The theme chooses only the level and size of the two titles, so the
 * headings fit its page outline.
 */
import type { TContent } from '@izlog/contract/contents';
import { Anchor, List, Stack, Title, type TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/lib/paths';

type TProductPlacesProps = {
  product: Pick<TContent, 'catalogs' | 'locations'>;
  headingOrder: TitleOrder;
  headingSize: 'h4' | 'h5' | 'h6';
};

export function ProductPlaces({ product, headingOrder, headingSize }: TProductPlacesProps) {
  const { t } = useTranslation();
  return (
    <>
      {product.catalogs.length > 0 && (
        <Stack gap={4} component="section" aria-labelledby="catalogs-title">
          <Title order={headingOrder} size={headingSize} id="catalogs-title">
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
          <Title order={headingOrder} size={headingSize} id="locations-title">
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
    </>
  );
}
