/**
 * Partial updates (decision 0050): a field an update does not send keeps its stored value; an optional field sent
 * empty ("" or null) is cleared. The route checks each sent field by its own rule (`partialBody`); the operation
 * lays the sent fields over the stored ones and checks the whole by the form's schema, so cross-field rules still
 * hold (`completeForm`).
 */
import { MIN_PHONE_DIGITS } from '@izlog/contract/constants';
import { isMessageKey } from '@izlog/contract/messages';
import { z } from 'zod';
import { FieldValidationError, type TFieldProblem } from './errors';

const isBlank = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The body of an update call: every field of the form may be left out; a sent one meets the form's rule for it. A
 * required field sent empty is refused as required (the form's own words), not as too short.
 */
export function partialBody<TShape extends z.ZodRawShape>(schema: { shape: TShape }) {
  const shape = Object.fromEntries(
    (Object.entries(schema.shape) as [string, z.ZodType][]).map(([field, formRule]) => {
      // A form's default is for a new resource: on an update a field not sent keeps its value, so none is filled in.
      const rule = formRule instanceof z.ZodDefault ? (formRule.unwrap() as z.ZodType) : formRule;
      const isRequired = !rule.safeParse(undefined).success;
      return [field, isRequired ? z.preprocess((value) => (isBlank(value) ? undefined : value), rule) : rule];
    }),
  );
  // Each rule is the form's own (wrapped or not), so the shape keeps its types.
  return z.object(shape as unknown as TShape).partial();
}

/**
 * The whole form: the stored values (in the wire's names; null is "empty") with the sent ones over them. A field
 * sent empty is in `sent` as undefined, so it stays empty; a field not sent is not in `sent` at all.
 */
export function completeForm<TSchema extends z.ZodType>(
  schema: TSchema,
  stored: Record<string, unknown>,
  sent: object,
): z.output<TSchema> {
  const result = schema.safeParse({ ...stored, ...sent });
  if (result.success) return result.data;
  throw new FieldValidationError(
    result.error.issues.map((issue): TFieldProblem => {
      const params: Record<string, number> = {};
      if ('minimum' in issue) params.min = Number(issue.minimum);
      if ('maximum' in issue) params.max = Number(issue.maximum);
      const key = isMessageKey(issue.message) ? issue.message : 'field_invalid';
      if (key === 'phone_invalid') params.min = MIN_PHONE_DIGITS;
      return { field: issue.path.map(String).join('.') || 'body', key, params };
    }),
  );
}

/** Whether an update's body sent `field` (empty or not). */
export const isSent = (sent: object, field: string): boolean => Object.hasOwn(sent, field);

/**
 * The row's changes from an update whose fields each set one column: only the columns of sent fields, an empty one
 * as null. `columns` names each field's column (`{ public_email: 'publicEmail' }`).
 */
export function sentColumns<TField extends string, TColumn extends string>(
  sent: Partial<Record<TField, unknown>>,
  columns: Record<TField, TColumn>,
): Partial<Record<TColumn, unknown>> {
  const changes: Partial<Record<TColumn, unknown>> = {};
  for (const field of Object.keys(columns) as TField[]) {
    if (isSent(sent, field)) changes[columns[field]] = sent[field] ?? null;
  }
  return changes;
}
