import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness';
import { preferredEncoding } from './precompressed-assets';

let app: TTestApp;
// A built script as Vite names it, with the copies the web build writes beside it (apps/web/build).
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];\n`;
const NAME = 'index-Bx9z3kQ1.js';
beforeAll(async () => {
  app = await createTestApp();
  const assets = join(app.dataDir, 'web', 'assets');
  writeFileSync(join(assets, NAME), script);
  writeFileSync(join(assets, `${NAME}.br`), brotliCompressSync(script));
  writeFileSync(join(assets, `${NAME}.gz`), gzipSync(script));
  writeFileSync(join(assets, 'only-gzip-C1.css'), 'body { color: red }');
  writeFileSync(join(assets, 'only-gzip-C1.css.gz'), gzipSync('body { color: red }'));
});
afterAll(() => app.close());

const asset = (name: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url: `/assets/${name}`,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the built assets go out precompressed (decision 0018)', () => {
  it('sends the brotli copy to a browser that takes it, labelled as the script it is, and it decodes to the original', async () => {
    const plain = await asset(NAME);
    const response = await asset(NAME, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe(plain.headers['content-type']);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when brotli is not taken', async () => {
    for (const header of ['gzip, deflate', 'br;q=0, gzip', 'x-gzip']) {
      const response = await asset(NAME, header);
      expect(response.headers['content-encoding'], header).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString()).toBe(script);
    }
  });

  it('sends the file itself without Accept-Encoding or when neither copy is taken, still varying by it', async () => {
    for (const header of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const response = await asset(NAME, header);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], String(header)).toBeUndefined();
      expect(response.body).toBe(script);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('uses the copies there are, and serves an asset with none as it is (the test build has none)', async () => {
    const css = await asset('only-gzip-C1.css', 'br, gzip');
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(gunzipSync(css.rawPayload).toString()).toBe('body { color: red }');

    const bare = await asset('app.js', 'br, gzip');
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['content-encoding']).toBeUndefined();
    expect(bare.body).toBe('console.log("izlog")');
    expect(bare.headers.vary).toBeUndefined();
  });

  it('never sends a copy for a missing asset or a name outside the assets folder', async () => {
    for (const name of ['missing-1.js', '..%2Findex.html', `..%2Fassets%2F${NAME}`, `.${NAME}`]) {
      const response = await asset(name, 'br, gzip');
      expect(response.statusCode, name).toBeLessThan(500);
      expect(response.headers['content-encoding'], name).toBeUndefined();
    }
  });
});

describe('preferredEncoding', () => {
  const both = ['br', 'gzip'] as const;
  it('weighs Accept-Encoding, brotli first on a tie, identity when nothing else is acceptable', () => {
    expect(preferredEncoding('gzip, deflate, br', both)).toBe('br');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
    expect(preferredEncoding('*', both)).toBe('br');
    expect(preferredEncoding('*;q=0, gzip', both)).toBe('gzip');
    expect(preferredEncoding('identity;q=1, br;q=0.4', both)).toBe('identity');
    expect(preferredEncoding('br', ['gzip'])).toBe('identity');
    expect(preferredEncoding('BR', both)).toBe('br');
    expect(preferredEncoding('br;q=abc', both)).toBe('identity');
    expect(preferredEncoding(undefined, both)).toBe('identity');
  });
});
