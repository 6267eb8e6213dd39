/**
 * `<link rel="modulepreload">` for the chunks a visitor's first page certainly needs (issue 16 item 6): the site's
 * theme, the texts of its language and the screen the address opens. Without them the browser learns of each only
 * after the entry script has run and asked for the one before it (entry → texts → theme → screen), a round trip each
 * on a slow line. Vite's build manifest (dist/.vite/manifest.json, `build.manifest` in apps/web/vite.config.ts) maps
 * the source files to the hashed chunks; without it (the dev server, an old build) nothing is preloaded.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TLanguage } from '@izlog/contract/constants';
import { templateKeyOf } from '@izlog/contract/templates';

/** One chunk of Vite's manifest: its file, the chunks it imports statically and its style sheets. */
type TManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type TViteManifest = Record<string, TManifestChunk>;

export type TPreloads = { scripts: string[]; styles: string[] };
/** The first page: its language, the template it wears and its path; null for what it does not show. */
export type TFirstPage = { language: TLanguage; templateId: number | null; path: string | null };

export const MANIFEST_FILE = '.vite/manifest.json';

/** Source files of the web app (apps/web) behind each choice; they must match the app's dynamic imports. */
const themeSource = (templateId: number) => `src/themes/${templateKeyOf(templateId)}/index.ts`;
const textsSource = (language: TLanguage) => `src/locales/${language}.ts`;
/** The screens worth preloading: the home page and a product page, where visitors land most. */
const SCREEN_SOURCES: { path: RegExp; source: string }[] = [
  { path: /^\/$/, source: 'src/app/routes/home-route.tsx' },
  { path: /^\/products\/[^/]+\/?$/, source: 'src/app/routes/single-product-route.tsx' },
];

export function readViteManifest(distDir: string): TViteManifest | null {
  const path = resolve(distDir, MANIFEST_FILE);
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as TViteManifest;
  } catch {
    return null;
  }
}

/** The keys of a chunk and of everything it imports statically, depth first. */
function withImports(manifest: TViteManifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, into);
  return into;
}

/**
 * Preloads by the first page: computed from the manifest once; what the entry already loads (index.html names its own
 * chunks) is left out.
 */
export function modulePreloads(manifest: TViteManifest | null): (page: TFirstPage) => TPreloads {
  if (!manifest) return () => ({ scripts: [], styles: [] });
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) withImports(manifest, key, loadedByEntry);

  return ({ templateId, language, path }) => {
    const sources = [textsSource(language)];
    if (templateId !== null) sources.push(themeSource(templateId));
    const screen = path === null ? undefined : SCREEN_SOURCES.find((candidate) => candidate.path.test(path));
    if (screen) sources.push(screen.source);
    const keys = new Set<string>();
    for (const source of sources) withImports(manifest, source, keys);
    const chunks = [...keys].filter((key) => !loadedByEntry.has(key)).map((key) => manifest[key] as TManifestChunk);
    return {
      scripts: chunks.map((chunk) => `/${chunk.file}`),
      styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
    };
  };
}

/**
 * The links. `crossorigin` as Vite writes its own: a module is fetched in CORS mode, and a preload made otherwise
 * would not be reused. Styles are preloaded only: the theme's import adds them as style sheets when it runs.
 */
export function preloadTags({ scripts, styles }: TPreloads): string[] {
  return [
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`),
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}" />`),
  ];
}

/** The boot script of server-drawn pages (apps/web/src/server-render/boot.ts) and the chunks it imports. */
export type TBootScript = { src: string; imports: string[] };
const BOOT_SOURCE = 'src/server-render/boot.ts';

export function bootScriptOf(manifest: TViteManifest | null): TBootScript | null {
  const boot = manifest?.[BOOT_SOURCE];
  if (!manifest || !boot) return null;
  const imports = [...withImports(manifest, BOOT_SOURCE, new Set())].filter((key) => key !== BOOT_SOURCE);
  return { src: `/${boot.file}`, imports: imports.map((key) => `/${(manifest[key] as TManifestChunk).file}`) };
}
