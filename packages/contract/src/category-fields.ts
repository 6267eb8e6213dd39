/**
 * Field pieces of the category and attribute forms (SPEC §5): required texts with their own message, content type
 * ids, colours, parents, and the comma-separated lists of values and ids. The schemas are in categories.ts.
 */
import { z } from 'zod';
import { CONTENT_TYPE_IDS, MIN_TEXT_LENGTH, type TContentTypeId } from './constants';
import type { TMessageKey } from './messages';

export const MAX_ATTRIBUTE_VALUES = 200;
const MAX_VALUE_LENGTH = 100;

export const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** Required text whose absence says `missingKey` (e.g. "Category title required"); too short says the minimum. */
export const zRequiredText = (missingKey: TMessageKey, max = 255) =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z
      .string({ error: missingKey })
      .trim()
      .min(MIN_TEXT_LENGTH, { error: 'field_min_length' })
      .max(max, { error: 'field_max_length' }),
  );

/** A content type id of the wire (DESIGN §3): 1 blog, 2 article, 3 product, 4 static page; anything else is a 422. */
export const zContentTypeId = z.preprocess(
  (value) => (isBlank(value) ? undefined : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: (issue) => (issue.input === undefined ? 'field_required' : 'content_type_invalid') })
    .refine((value) => (CONTENT_TYPE_IDS as readonly number[]).includes(value), { error: 'content_type_invalid' })
    .transform((value) => value as TContentTypeId),
);

export const zColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'color_invalid' })
  .transform((value) => value.toLowerCase());

/** `0` means "top level"; `null` in the result means no parent. */
export const zParentId = z.coerce
  .number()
  .int()
  .min(0)
  .max(2_147_483_647)
  .transform((value) => (value === 0 ? null : value));

/** Splits SPEC §5's comma-separated values (a string, or a list of strings from a form), trimmed, empties dropped. */
export function splitValues(input: unknown): string[] {
  const parts = Array.isArray(input) ? input : [input];
  return parts
    .filter((part) => typeof part === 'string' || typeof part === 'number')
    .flatMap((part) => String(part).split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** Keeps the first spelling of values that differ only in case: "Red, red" is one value, not a conflict. */
export function uniqueValues(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLocaleLowerCase('sr');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const zAttributeValues = z.preprocess(
  (input) => {
    const values = uniqueValues(splitValues(input));
    return values.length > 0 ? values : undefined;
  },
  z
    .array(z.string().max(MAX_VALUE_LENGTH, { error: 'field_max_length' }), { error: 'attribute_values_required' })
    .max(MAX_ATTRIBUTE_VALUES, { error: 'field_max_items' }),
);

export const nameKey = (name: string) => name.trim().toLocaleLowerCase('sr');

/** A list given as a JSON string (some multipart clients send one) becomes the list itself. */
export const fromJsonText = (input: unknown) => {
  if (typeof input !== 'string' || !input.trim().startsWith('[')) return input;
  try {
    return JSON.parse(input);
  } catch {
    return input;
  }
};

/** A list of ids in order: `key[]`, repeated keys, a JSON list or "3,1,2"; each at most once. */
export const zOrderedIds = <T extends z.ZodType<number>>(item: T) =>
  z.preprocess(
    (input) => (typeof input === 'string' || typeof input === 'number' ? splitValues(input) : fromJsonText(input)),
    z
      .array(item)
      .min(1, { error: 'field_required' })
      .max(1000, { error: 'field_max_items' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'list_has_duplicates' }),
  );
