/** The values of the catalog form and their multipart body (SPEC §3 Catalog, §5 payload rules). */
import type { TCatalog } from '@izlog/contract/catalogs';
import type { TCatalogVersion } from '@izlog/contract/moderation';
import { appendImageValue, type TImageValue } from '@/components/media/image-field';

export type TCatalogFormValues = {
  name: string;
  category_id: string;
  image: TImageValue | null;
  description: string;
  products: string[];
};

export const emptyCatalogValues = (): TCatalogFormValues => ({
  name: '',
  category_id: '',
  image: null,
  description: '',
  products: [],
});

export const catalogValuesOf = (catalog: TCatalog): TCatalogFormValues => ({
  name: catalog.name,
  category_id: catalog.category_id === null ? '' : String(catalog.category_id),
  image: catalog.image ? { kind: 'existing', url: catalog.image } : null,
  description: catalog.description ?? '',
  products: catalog.products.map(String),
});

/** The author's waiting edit of an approved catalog (catalog-changes `current`, decision 0011). */
export const catalogValuesOfVersion = (version: TCatalogVersion): TCatalogFormValues => ({
  name: version.name,
  category_id: version.category ? String(version.category.id) : '',
  image: version.image ? { kind: 'existing', url: version.image } : null,
  description: version.description ?? '',
  products: version.products.map((product) => String(product.id)),
});

/**
 * Every field goes, an emptied one empty: an update keeps what it is not sent and clears what is sent empty (decision
 * 0050), so an emptied description is cleared, and an emptied name or category is refused as required.
 */
export function catalogFormData(values: TCatalogFormValues): FormData {
  const body = new FormData();
  body.append('name', values.name.trim());
  body.append('category_id', values.category_id);
  body.append('description', values.description);
  appendImageValue(body, values.image);
  // An empty list goes as one empty entry: "no products" (SPEC §5).
  if (values.products.length === 0) body.append('products', '');
  for (const id of values.products) body.append('products', id);
  return body;
}
