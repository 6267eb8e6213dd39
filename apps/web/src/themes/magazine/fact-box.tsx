/**
 * A product's facts in a box beside its text, as a magazine runs a review's specifications: its details (attributes),
 * the catalogs it is in, where to find it and its tags. Nothing to say: no box.
 */
import type { TContent } from '@izlog/contract/contents';
import { Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProductPlaces } from '../shared/product-places';
import { TagList } from '../shared/tag-list';
import classes from './magazine.module.css';

type TFacts = Pick<TContent, 'attributes' | 'catalogs' | 'locations' | 'tags'>;

export const hasFacts = (product: TFacts) =>
  product.attributes.length + product.catalogs.length + product.locations.length + product.tags.length > 0;

export function FactBox({ product }: { product: TFacts }) {
  const { t } = useTranslation();
  if (!hasFacts(product)) return null;
  return (
    <Stack component="section" aria-labelledby="facts-title" gap="md" className={classes.factBox}>
      <Title order={2} size="h4" id="facts-title">
        {t('magazine.factBox')}
      </Title>
      {product.attributes.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h6" id="attributes-title">
            {t('catalogue.attributes')}
          </Title>
          <Table aria-labelledby="attributes-title" verticalSpacing={6} horizontalSpacing={0}>
            <Table.Tbody>
              {product.attributes.map((attribute) => (
                <Table.Tr key={attribute.id}>
                  <Table.Th scope="row" w="45%" pr="sm">
                    {attribute.name}
                  </Table.Th>
                  <Table.Td>{attribute.values.map((value) => value.value).join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      <ProductPlaces product={product} headingOrder={3} headingSize="h6" />
      <TagList tags={product.tags} />
    </Stack>
  );
}
