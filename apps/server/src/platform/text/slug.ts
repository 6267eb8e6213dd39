/** Readable URL slugs (DESIGN §3): Serbian in either script becomes ASCII; unique per licence by a numeric suffix. */
import { toAsciiLower } from './transliterate';

const MAX_SLUG = 80;

export function slugify(text: string): string {
  const slug = toAsciiLower(text, 'dj')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
  return slug || 'item';
}

/** The first of `base`, `base-2`, `base-3`… that `isTaken` says is free. */
export async function uniqueSlug(text: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  const base = slugify(text);
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  return `${base}-${Date.now()}`;
}
