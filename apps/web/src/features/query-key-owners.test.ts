/**
 * Every react-query key has one owner (issue 25): a root like 'contents' is declared in one keys file
 * (`api/<noun>-keys.ts`, or a feature's `*-queries.ts` of keys and invalidations), and a literal key array with that
 * root is written only in the owner's folder. Another feature builds on the owner's exported keys
 * (`[...contentKeys.all, 'managed', id]`), so the dependency is an import that the boundary rule sees, and an
 * invalidation cannot silently miss a key that someone spelled by hand elsewhere.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const isKeysFile = (file: string) => /-keys\.ts$|-queries\.ts$/.test(file);

/** The roots a keys file declares: the first string of each array literal in it. */
const declaredRoots = (text: string) => [...text.matchAll(/\[\s*'([^']+)'/g)].map((match) => match[1]!);

/** Literal key arrays where a key is given: `queryKey: ['x'`, `setQueryData(['x'`, `const X_KEY = ['x'`. */
const KEY_LITERALS = [
  /queryKey:\s*\[\s*'([^']+)'/g,
  /\b(?:get|set)Quer(?:y|ies)Data\w*(?:<[^>]*>)?\(\s*\[\s*'([^']+)'/g,
  /\b\w*(?:KEY|Key|Keys)\s*=\s*\[\s*'([^']+)'/g,
];
const literalRoots = (text: string) =>
  KEY_LITERALS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!));

/** Each root's owning folder (relative to src), and the roots two keys files both claim. */
function ownersOf(files: { path: string; text: string }[]) {
  const owners = new Map<string, string>();
  const claimedTwice: string[] = [];
  for (const { path, text } of files.filter((file) => isKeysFile(file.path))) {
    for (const root of new Set(declaredRoots(text))) {
      const folder = relative(SRC, dirname(path));
      const owner = owners.get(root);
      if (owner && owner !== folder) claimedTwice.push(`'${root}': ${owner} and ${folder}`);
      else owners.set(root, folder);
    }
  }
  return { owners, claimedTwice };
}

/** The literal keys written outside their owner's folder, each as `file: 'root' (owner)`. */
function strayKeysOf(files: { path: string; text: string }[]) {
  const { owners } = ownersOf(files);
  return files.flatMap(({ path, text }) => {
    const folder = relative(SRC, dirname(path));
    return literalRoots(text)
      .filter((root) => owners.get(root) !== folder)
      .map((root) => `${relative(SRC, path)}: '${root}' (${owners.get(root) ?? 'no keys file declares it'})`);
  });
}

const readAll = () => sourceFiles(SRC).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

describe('query key owners', () => {
  it('finds the owners and a key written outside its owner (the check is not vacuous)', () => {
    const { owners } = ownersOf(readAll());
    expect(owners.get('contents')).toBe('features/contents/api');
    expect(owners.get('catalogs')).toBe('features/catalogs/api');
    const stray = (text: string) =>
      strayKeysOf([
        { path: join(SRC, 'features/contents/api/content-keys.ts'), text: "all: ['contents'] as const" },
        { path: join(SRC, 'features/moderation/api/moderate-item.ts'), text },
      ]);
    expect(stray("queryClient.invalidateQueries({ queryKey: ['contents'] })")).toHaveLength(1);
    expect(stray("queryClient.setQueryData<TPage>(['contents', 'list'], page)")).toHaveLength(1);
    expect(stray("const LIST_KEY = ['contents', 'list'] as const;")).toHaveLength(1);
    expect(stray("queryKey: ['moderations', 'x']")).toEqual([
      "features/moderation/api/moderate-item.ts: 'moderations' (no keys file declares it)",
    ]);
    expect(stray('queryClient.invalidateQueries({ queryKey: contentKeys.all })')).toEqual([]);
    expect(stray("queryKey: [...contentKeys.all, 'managed', id]")).toEqual([]);
  });

  it('gives every root one keys file', () => {
    expect(ownersOf(readAll()).claimedTwice).toEqual([]);
  });

  it("writes literal keys only in their owner's folder", () => {
    expect(strayKeysOf(readAll())).toEqual([]);
  });
});
