/**
 * An audit entry's before → after, field by field, as words: the fields that changed (the server keeps only those),
 * with roles, statuses and yes/no in the interface's language, and long rich texts cut to a readable line.
 */
import type { TAuditEntry } from '@izlog/contract/audit';

type TAuditChange = { field: string; before: unknown; after: unknown };

/** Every field either side names, in the order the server wrote them. */
export function changesOf(entry: Pick<TAuditEntry, 'before' | 'after'>): TAuditChange[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return fields.map((field) => ({ field, before: entry.before?.[field], after: entry.after?.[field] }));
}

const LONGEST_VALUE = 160;

/** Plain text of a stored value: tags of rich text dropped, whitespace folded, cut at a readable length. */
function plainValue(value: string): string {
  const text = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE - 1)}…` : text;
}

export type TValueWords = {
  none: string;
  yes: string;
  no: string;
  /** The word for a known value of a field (a role, a status), or undefined. */
  known(field: string, value: string): string | undefined;
  /** A field's name in the interface's language (the field itself when it has none). */
  label(field: string): string;
};

export function describeValue(field: string, value: unknown, words: TValueWords): string {
  if (value === null || value === undefined || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return words.known(field, value) ?? plainValue(value);
  if (Array.isArray(value)) return value.map((item) => describeValue(field, item, words)).join(', ') || words.none;
  if (typeof value === 'object') {
    // A group of counts (a deleted user's contents by kind): each named, "Blogs: 2, Products: 1".
    const parts = Object.entries(value).map(([key, item]) => `${words.label(key)}: ${describeValue(key, item, words)}`);
    return parts.join(', ') || words.none;
  }
  return plainValue(String(value));
}
