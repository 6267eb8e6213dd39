/**
 * Which copy of a built asset to send (decision 0018): the web build writes `name.js.br` and `name.js.gz` beside
 * `name.js` (apps/web/build/precompress-assets.ts), and the browser's Accept-Encoding picks one, brotli first. An asset
 * without copies (an image, a test's fake build) is sent as it is.
 */
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';

export type TContentEncoding = 'br' | 'gzip';
export type TAssetChoice = { encoding: TContentEncoding | 'identity'; file: string; type: string };

/** The types the build compresses, labelled as @fastify/static labels the files themselves. */
const ASSET_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};
const SUFFIXES: Record<TContentEncoding, string> = { br: '.br', gzip: '.gz' };
const ENCODINGS: readonly TContentEncoding[] = ['br', 'gzip'];

export class PrecompressedAssets {
  /** Copies per asset name, looked up once: a built asset never changes under its name (the name holds its hash). */
  private readonly copies = new Map<string, TContentEncoding[]>();

  constructor(private readonly dir: string) {}

  /** Undefined when the asset has no compressed copy, so its answer does not vary by Accept-Encoding. */
  choose(name: string, acceptEncoding: string | undefined): TAssetChoice | undefined {
    const type = ASSET_TYPES[extname(name)];
    // Vite writes its assets flat; anything else (a folder, a dot file, `..`) is left to the plain file route.
    if (!type || !/^[\w-][\w.-]*$/.test(name)) return undefined;
    const available = this.copiesOf(name);
    if (available.length === 0) return undefined;
    const encoding = preferredEncoding(acceptEncoding, available);
    return { encoding, file: encoding === 'identity' ? name : `${name}${SUFFIXES[encoding]}`, type };
  }

  private copiesOf(name: string): TContentEncoding[] {
    const known = this.copies.get(name);
    if (known) return known;
    // Only names of real files are kept, so the map is as large as the build.
    if (!existsSync(join(this.dir, name))) return [];
    const found = ENCODINGS.filter((encoding) => existsSync(join(this.dir, `${name}${SUFFIXES[encoding]}`)));
    this.copies.set(name, found);
    return found;
  }
}

/**
 * Accept-Encoding (RFC 9110 §12.5.3) against the copies there are: the one with the highest weight, brotli on a tie;
 * identity without the header, when no copy is acceptable (`q=0`), or when identity is weighed higher.
 */
export function preferredEncoding(
  header: string | undefined,
  available: readonly TContentEncoding[],
): TContentEncoding | 'identity' {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!token) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  let best: TContentEncoding | undefined;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    const weight = available.includes(encoding) ? weightOf(encoding) : 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best && bestWeight >= (weights.get('identity') ?? 0) ? best : 'identity';
}
