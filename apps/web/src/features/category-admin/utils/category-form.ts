/**
 * The values of the category wizard, which step holds which field, and the multipart body they become. The values
 * keep the wire's field names, so the contract's schemas check them as they stand and a 422 names their paths.
 */
import { nameKey, splitValues, type TCategory, uniqueValues } from '@izlog/contract/categories';
import type { TCategoryStatus, TContentTypeId } from '@izlog/contract/constants';
import { appendImageValue, type TImageValue } from '@/components/media/image-value';
import { toFormData } from '@/lib/form-data';

export type TAttributeDraft = {
  /** Tells rows apart while they have no id (React keys, focus after "add"). */
  key: string;
  /** Set for an attribute the category already has. */
  id?: number;
  /** Its attribute_connect id: what "remove from this category" deletes. */
  linkId?: number;
  name: string;
  description: string;
  /** Comma-separated, as the user types them (SPEC §5). */
  values: string;
};

export type TCategoryFormValues = {
  name: string;
  description: string;
  image: TImageValue | null;
  color: string;
  /** '0' is "no parent" (top level), as the API reads it. */
  parent_category_id: string;
  status: TCategoryStatus;
  content_type_id: string;
  attributes: TAttributeDraft[];
};

/** The four steps of the wizard (SPEC §2) and the fields each one checks before the next. */
export const WIZARD_STEPS = [
  { key: 'basics', fields: ['name', 'description'] },
  { key: 'look', fields: ['image', 'color'] },
  { key: 'placement', fields: ['parent_category_id', 'status', 'content_type_id'] },
  { key: 'attributes', fields: ['attributes'] },
] as const;

export const TOP_LEVEL = '0';

/** The step that shows a field path such as `attributes.1.name`; the last step for anything unknown. */
export function stepOfField(path: string): number {
  const root = path.split('.')[0] ?? '';
  const index = WIZARD_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(root));
  return index < 0 ? WIZARD_STEPS.length - 1 : index;
}

let draftCounter = 0;
export const newAttributeKey = () => `new-${++draftCounter}`;

export function emptyCategoryForm(contentTypeId: TContentTypeId): TCategoryFormValues {
  return {
    name: '',
    description: '',
    image: null,
    color: '',
    parent_category_id: TOP_LEVEL,
    status: 'active',
    content_type_id: String(contentTypeId),
    attributes: [],
  };
}

export function categoryToForm(category: TCategory): TCategoryFormValues {
  return {
    name: category.name,
    description: category.description ?? '',
    image: category.image ? { kind: 'existing', url: category.image } : null,
    color: category.color ?? '',
    parent_category_id: String(category.parent_category_id ?? TOP_LEVEL),
    status: category.status,
    content_type_id: String(category.content_type_id),
    attributes: (category.attributes ?? []).map((attribute) => ({
      key: `attribute-${attribute.id}`,
      id: attribute.id,
      linkId: attribute.attribute_connect?.id,
      name: attribute.name,
      description: attribute.description ?? '',
      values: attribute.values.join(', '),
    })),
  };
}

/**
 * Rows whose name another row above already has (the contract's rule: any case, trimmed): the second one is
 * "Attribute already exists", as the server says it.
 */
export function duplicateAttributeRows(attributes: Pick<TAttributeDraft, 'name'>[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  attributes.forEach((attribute, index) => {
    const key = nameKey(attribute.name);
    if (!key) return;
    if (seen.has(key)) duplicates.push(index);
    seen.add(key);
  });
  return duplicates;
}

const normalizedValues = (values: string) => uniqueValues(splitValues(values)).join(',');

function isChanged(draft: TAttributeDraft, original: TCategory['attributes']): boolean {
  const stored = original?.find((attribute) => attribute.id === draft.id);
  if (!stored) return true;
  return (
    stored.name !== draft.name.trim() ||
    (stored.description ?? '') !== draft.description.trim() ||
    normalizedValues(stored.values.join(',')) !== normalizedValues(draft.values)
  );
}

type TCategoryPayload = {
  body: FormData;
  /** For each attribute sent, its row in the form: a 422 on `attributes.N` belongs to row `attributeRows[N]`. */
  attributeRows: number[];
};

/**
 * The body of admin-create-category, or of admin-update-category when `original` is given. An update sends the
 * attributes that are new or changed (the server leaves unlisted ones alone), never the content type (fixed after
 * creation), and '0' for "no parent" so moving a category to the top level is saved. An update keeps what it is not
 * sent (decision 0050), so on edit a field the admin emptied (description, colour) is sent empty, which clears it.
 */
export function buildCategoryPayload(values: TCategoryFormValues, original?: TCategory): TCategoryPayload {
  const rows = values.attributes
    .map((draft, row) => ({ draft, row }))
    .filter(({ draft }) => !original || draft.id === undefined || isChanged(draft, original.attributes));
  const body = toFormData(
    {
      name: values.name.trim(),
      description: values.description.trim(),
      color: values.color,
      status: values.status,
      // Never on update, not even empty: the type is fixed after creation.
      ...(original ? {} : { content_type_id: values.content_type_id }),
      parent_category_id: original || values.parent_category_id !== TOP_LEVEL ? values.parent_category_id : undefined,
      attributes: rows.map(({ draft }) => ({
        id: draft.id,
        name: draft.name.trim(),
        description: draft.description.trim(),
        values: draft.values,
      })),
    },
    { emptyClears: original !== undefined },
  );
  appendImageValue(body, values.image);
  return { body, attributeRows: rows.map(({ row }) => row) };
}

/** A 422 field of the sent body as a path of the form (`attributes.0.name` → the row it came from). */
export function formPathOfServerField(field: string, attributeRows: number[]): string {
  const match = /^attributes\.(\d+)(\..*)?$/.exec(field);
  if (!match) return field;
  const row = attributeRows[Number(match[1])];
  return row === undefined ? 'attributes' : `attributes.${row}${match[2] ?? '.name'}`;
}
