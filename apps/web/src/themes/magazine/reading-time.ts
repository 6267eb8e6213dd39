/** How long a story takes to read, for its byline: its words at an unhurried 200 a minute, never under a minute. */
import { plainTextOf } from '../shared/plain-text';

const WORDS_PER_MINUTE = 200;

export function readingMinutes(html: string | null | undefined): number | null {
  const words = plainTextOf(html).split(' ').filter(Boolean).length;
  if (words === 0) return null;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
