/**
 * The shape of the themes folder, read from its imports (issue 25): no theme imports another theme, and
 * themes/shared imports no theme. What two themes use alike lives in themes/shared, so a theme can change or go
 * without breaking its neighbours (STYLE "Themes apart from data").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const THEMES = dirname(fileURLToPath(import.meta.url));
const SRC = resolve(THEMES, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every import in a file's text that stays inside themes/ (relative or `@/…`), as a path there (`classic/picture`). */
function themeImportsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*'((?:\.|@\/)[^']+)'/g)].map((match) => match[1]!);
  return specs
    .map((spec) => (spec.startsWith('@/') ? join(SRC, spec.slice(2)) : resolve(dirname(file), spec)))
    .map((target) => relative(THEMES, target))
    .filter((target) => !target.startsWith('..'));
}

/** A theme is a folder of themes/ with an index.ts (what registry.ts loads); shared/ and test/ are not themes. */
const themeNames = () =>
  readdirSync(THEMES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && readdirSync(join(THEMES, entry.name)).includes('index.ts'))
    .map((entry) => entry.name);

/** The imports of a file in `folder` that reach into another theme, each written `file → target`. */
function crossingsOf(folder: string, file: string, themes: string[], text?: string): string[] {
  return themeImportsOf(file, text)
    .filter((target) => {
      const top = target.split('/')[0]!;
      return themes.includes(top) && top !== folder;
    })
    .map((target) => `${relative(THEMES, file)} → ${target}`);
}

const crossings = (folder: string, themes: string[]) =>
  sourceFiles(join(THEMES, folder)).flatMap((file) => crossingsOf(folder, file, themes));

describe('theme boundaries', () => {
  it('finds the themes and their imports of shared/ (the check is not vacuous)', () => {
    const themes = themeNames();
    expect(themes).toEqual(expect.arrayContaining(['classic', 'magazine', 'showcase']));
    expect(themes).not.toContain('shared');
    const showcaseImports = sourceFiles(join(THEMES, 'showcase')).flatMap((file) => themeImportsOf(file));
    expect(showcaseImports).toContain('shared/list-section');
    // A crossing is seen however it is written, and a theme's own files and shared/ are not crossings.
    const written = [
      "import { Picture } from '../classic/picture';",
      "import { StoryRow } from '@/themes/magazine/story-row';",
      "import { TileGrid } from './tile-grid';",
      "import { ListSection } from '../shared/list-section';",
    ].join('\n');
    expect(crossingsOf('showcase', join(THEMES, 'showcase/home-page.tsx'), themes, written)).toEqual([
      'showcase/home-page.tsx → classic/picture',
      'showcase/home-page.tsx → magazine/story-row',
    ]);
  });

  it('has no theme importing another theme', () => {
    const themes = themeNames();
    expect(themes.flatMap((theme) => crossings(theme, themes))).toEqual([]);
  });

  it('has themes/shared importing no theme', () => {
    expect(crossings('shared', themeNames())).toEqual([]);
  });
});
