/**
 * One owner of the `licences` row (issue 25 item 3, decision 0058): platform/licences writes it and makes the caches
 * forget it on commit, so no other file of the server inserts, updates or deletes a licence. A new writer elsewhere
 * fails here, by name, instead of leaving a cache to hold the row as it was.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../src');
const OWNER = 'platform/licences/';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Drizzle's `.update(licences)`, `.insert(licences)`, `.delete(licences)`, and the same written as SQL. */
const LICENCES_WRITE = [
  /\.\s*(?:update|insert|delete)\(\s*licences\s*\)/,
  /\b(?:update|insert\s+into|delete\s+from)\s+"?licences"?\s+(?:set|values|where|\()/i,
];

const writesLicences = (text: string) => LICENCES_WRITE.some((pattern) => pattern.test(text));

describe('the licences row', () => {
  it('recognises a write of it (the check is not vacuous)', () => {
    expect(writesLicences('await db.update(licences).set({ icon })')).toBe(true);
    expect(writesLicences('tx\n  .insert( licences )\n  .values(values)')).toBe(true);
    expect(writesLicences('sql`delete from licences where id = 7`')).toBe(true);
    expect(writesLicences('await tenant.update(users, { avatar }, where)')).toBe(false);
    const owner = sourceFiles(join(SRC, OWNER)).filter((file) => writesLicences(readFileSync(file, 'utf8')));
    expect(owner.length).toBeGreaterThan(0);
  });

  it('is written by platform/licences only', () => {
    const writers = sourceFiles(SRC)
      .map((file) => relative(SRC, file))
      .filter((file) => !file.startsWith(OWNER))
      .filter((file) => writesLicences(readFileSync(join(SRC, file), 'utf8')));
    expect(writers).toEqual([]);
  });
});
