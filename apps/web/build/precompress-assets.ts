/**
 * Brotli and gzip copies of the built assets, made once at build time with node:zlib (decision 0018): the server sends
 * `name.js.br` or `name.js.gz` beside `name.js` by the browser's Accept-Encoding, so no request compresses anything.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text the server knows how to label when compressed (platform/spa/web-app.ts); images and fonts are packed already. */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.map', '.wasm'];
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

export type TPrecompressed = { file: string; bytes: number; br?: number; gz?: number };

/** Writes `.br` and `.gz` beside every compressible file of `dir` that gets smaller by it; returns what it did. */
export function precompressAssets(dir: string): TPrecompressed[] {
  const done: TPrecompressed[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!statSync(path).isFile() || !PRECOMPRESSED_EXTENSIONS.some((extension) => name.endsWith(extension))) continue;
    const data = readFileSync(path);
    if (data.length < MIN_BYTES) continue;
    const entry: TPrecompressed = { file: name, bytes: data.length };
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    if (br.length < data.length) {
      writeFileSync(`${path}.br`, br);
      entry.br = br.length;
    }
    const gz = gzipSync(data, { level: constants.Z_BEST_COMPRESSION });
    if (gz.length < data.length) {
      writeFileSync(`${path}.gz`, gz);
      entry.gz = gz.length;
    }
    done.push(entry);
  }
  return done;
}

/** The Vite plugin: after a build is written, precompresses its `assets/` folder and says how much it saved. */
export function precompress(): Plugin {
  let assetsDir = '';
  let log: (message: string) => void = () => {};
  return {
    name: 'izlog-precompress',
    apply: 'build',
    configResolved(config) {
      assetsDir = resolve(config.root, config.build.outDir, config.build.assetsDir);
      log = (message) => config.logger.info(message);
    },
    closeBundle() {
      const files = precompressAssets(assetsDir);
      const sum = (pick: (file: TPrecompressed) => number) => files.reduce((total, file) => total + pick(file), 0);
      const kb = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
      log(
        `${files.length} assets precompressed: ${kb(sum((f) => f.bytes))} → br ${kb(sum((f) => f.br ?? f.bytes))}, ` +
          `gzip ${kb(sum((f) => f.gz ?? f.bytes))}`,
      );
    },
  };
}
