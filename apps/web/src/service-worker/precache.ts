/**
 * Which of the build's files the service worker fetches at install (decision 0043, "precache"): every chunk that holds
 * code a public page draws with, and its style sheets and fonts. Which code that is has one home: the server's renderer
 * of public pages (src/server-render/render-public-page.tsx) bundles the themes and the public screens into its entry,
 * so its modules are the public code. Without the precache, a visitor whose drawn page did not fit (another language
 * or script, the dark scheme) gets the app drawn over the page; offline it then lacks the chunks it never needed online.
 * The back office, the sign-in modals and the editors stay out: they are of no use offline and would weigh on every
 * visitor's first visit.
 */

/** One chunk of the browser's build, as the build plugin reads it from Rollup's output. */
export type TBuiltChunk = {
  /** Its file under the build's root, without a leading slash (`assets/home-route-1a2b3c.js`). */
  file: string;
  /** The modules bundled into it (absolute ids, as Vite resolves them). */
  moduleIds: readonly string[];
  /** The style sheets and files (fonts, images) its modules import. */
  files: readonly string[];
};

/** The addresses to precache: each chunk with at least one public module, then its files; each address once. */
export function publicChunkFiles(chunks: readonly TBuiltChunk[], publicModules: ReadonlySet<string>): string[] {
  const addresses = new Set<string>();
  for (const chunk of chunks) {
    if (!chunk.moduleIds.some((id) => publicModules.has(id))) continue;
    addresses.add(`/${chunk.file}`);
    for (const file of chunk.files) addresses.add(`/${file}`);
  }
  return [...addresses].sort();
}
