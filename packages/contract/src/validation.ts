/**
 * Field rules of SPEC §5, shared by the server and the web, and the translation of zod issues into catalogue messages.
 * Every issue carries a catalogue key as its message (set by `customError` below), so both sides show the same words.
 */
import { z } from 'zod';
import type { TLanguage } from './constants';
import { MIN_PHONE_DIGITS, MIN_TEXT_LENGTH } from './constants';
import { formatMessage, isMessageKey, type TMessageKey } from './messages';

type TRawIssue = { code?: string; input?: unknown; format?: string; origin?: string };

function keyForIssue(issue: TRawIssue): TMessageKey {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'field_required' : 'field_invalid';
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'bigint') return 'field_min_value';
      return issue.origin === 'array' || issue.origin === 'set' ? 'field_min_items' : 'field_min_length';
    case 'too_big':
      if (issue.origin === 'number' || issue.origin === 'bigint') return 'field_max_value';
      return issue.origin === 'array' || issue.origin === 'set' ? 'field_max_items' : 'field_max_length';
    case 'invalid_value':
      return 'field_invalid_choice';
    case 'invalid_format':
      return issue.format === 'email' ? 'email_invalid' : 'field_invalid';
    default:
      return 'field_invalid';
  }
}

z.config({ customError: (issue) => keyForIssue(issue as TRawIssue) });

export type TFieldError = { field: string; message: string };

/** Turns zod issues into the 422 list of DESIGN §3, in the given language. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[], language: TLanguage): TFieldError[] {
  return issues.map((issue) => {
    const key: TMessageKey = isMessageKey(issue.message) ? issue.message : 'field_invalid';
    const params: Record<string, number> = {};
    if ('minimum' in issue) params.min = Number(issue.minimum);
    if ('maximum' in issue) params.max = Number(issue.maximum);
    if (key === 'phone_invalid') params.min = MIN_PHONE_DIGITS;
    return { field: issue.path.map(String).join('.') || 'body', message: formatMessage(key, language, params) };
  });
}

/** Optional fields are skipped when empty (SPEC §5): an empty string means "not given". */
const emptyToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

/** Required text of at least two characters, trimmed. */
export const zText = (max = 255) => z.string().trim().min(MIN_TEXT_LENGTH).max(max);
export const zEmail = z.string().trim().toLowerCase().max(255).pipe(z.email());
export const zPassword = z.string().min(MIN_TEXT_LENGTH).max(200);
export const zPhone = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${MIN_PHONE_DIGITS},20}$`), 'phone_invalid');

/** A checkbox as sent by a form or JSON: true, "true", "1", "on" or "yes". */
export const zAccepted = z.preprocess(
  (value) => value === true || ['true', '1', 'on', 'yes'].includes(String(value).toLowerCase()),
  z.literal(true, 'terms_required'),
);

/** An optional checkbox as sent by a form or JSON: "true", "1", "on" or "yes" is ticked; a multipart "false" is not. */
export const zCheckbox = z.preprocess(
  (value) =>
    value === undefined || value === ''
      ? undefined
      : value === true || ['true', '1', 'on', 'yes'].includes(String(value).toLowerCase()),
  z.boolean().optional(),
);

/**
 * A link to a page on the web (social profiles, shown as links to every visitor): http or https to a named host only.
 * A bare `z.url()` takes `javascript:` and `data:` too, which a link would run in the visitor's browser.
 */
export const zWebUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'web_link_invalid' }).max(255);

/** The largest id a row can have (int4 columns): a larger one is a 422, never a database error. */
export const MAX_ROW_ID = 2_147_483_647;
/** An integer id as sent by a form (string) or JSON (number). */
export const zId = z.coerce.number().int().positive().max(MAX_ROW_ID);
