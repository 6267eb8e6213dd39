/** Category and attribute rows → the response shapes of packages/contract/src/categories.ts. */
import type { TAttribute, TCategory } from '@izlog/contract/categories';
import type { TCategoryStatus } from '@izlog/contract/constants';
import type { TAttributeRow, TLinkRow, TValueRow } from './attributes.queries';
import type { TCategoryRow } from './categories.queries';

export function presentAttribute(attribute: TAttributeRow, values: TValueRow[], link?: TLinkRow): TAttribute {
  const texts = values.map((row) => row.value);
  return {
    id: attribute.id,
    name: attribute.name,
    description: attribute.description,
    status: attribute.status as TCategoryStatus,
    values: texts,
    attributeValues: texts.join(', '),
    value_items: values.map((row) => ({ id: row.id, value: row.value })),
    attribute_connect: link ? { id: link.id, status: link.status } : null,
  };
}

export function presentCategory(row: TCategoryRow, attributes?: TAttribute[]): TCategory {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    parent_category_id: row.parentCategoryId,
    content_type_id: row.contentTypeId,
    color: row.color,
    status: row.status as TCategoryStatus,
    image: row.image,
    stock_image: row.stockImage,
    position: row.position,
    ...(attributes ? { attributes } : {}),
  };
}
