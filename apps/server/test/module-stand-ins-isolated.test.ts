/**
 * The server's tests share workers (vitest.config.ts, isolate: false): a module replaced with vi.mock in one file would
 * be the stand-in, or the real one, for whichever file runs next in that worker. A file that replaces a module is
 * named *.isolated.test.ts and runs in the isolated project (vitest.isolated.config.ts); any other file doing so fails
 * here, by name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = resolve(__dirname, '../../..');
const SCANNED = ['apps/server/src', 'apps/server/test'];
const REPLACES_A_MODULE = /\bvi\s*\.\s*(?:mock|doMock)\s*\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('tests that replace a module', () => {
  const files = SCANNED.flatMap((dir) => testFiles(join(REPO, dir)));

  it('are found by the check (it is not vacuous)', () => {
    expect(REPLACES_A_MODULE.test("vi.mock('./deleted-account-name', () => ({}))")).toBe(true);
    expect(REPLACES_A_MODULE.test('vi.fn()')).toBe(false);
    expect(files.filter((file) => file.includes('.isolated.')).length).toBeGreaterThan(0);
  });

  it('run isolated: each is named *.isolated.test.ts', () => {
    const shared = files
      .filter((file) => !file.includes('.isolated.') && file !== __filename)
      .filter((file) => REPLACES_A_MODULE.test(readFileSync(file, 'utf8')))
      .map((file) => relative(REPO, file));
    expect(shared).toEqual([]);
  });
});
