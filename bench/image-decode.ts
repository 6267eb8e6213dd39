/**
 * What one cheap upload costs (issue 24 item 8, decision 0049): a flat-colour 6300×6300 PNG (about 150 KB, 39.7
 * megapixels, just under the 40 MP limit) stored as content variants by the ImageService, once alone and then six at
 * once. Each measurement runs in a fresh child process, so its peak RSS is the picture's work and not the generator's:
 *
 *   node --import tsx bench/image-decode.ts [kind: content|logo|siteImage] [at once, default 6]
 *
 * Prints CPU time (user + system), wall time and the child's peak RSS; IMAGE_DECODES_AT_ONCE (2) bounds the decodes
 * as in the app.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DecodeSlots } from '../apps/server/src/platform/images/decode-slots';
import { ImageService, type TImageKind } from '../apps/server/src/platform/images/images';
import { DiskStorage } from '../apps/server/src/platform/storage/storage';

const SIDE = 6300;

async function measure(file: string, kind: TImageKind, atOnce: number): Promise<void> {
  const data = readFileSync(file);
  // As the app builds it: no budget (one payer would be refused past it), decodes bounded as IMAGE_DECODES_AT_ONCE.
  const slots = new DecodeSlots(Number(process.env.IMAGE_DECODES_AT_ONCE ?? 2));
  const images = new ImageService(new DiskStorage(mkdtempSync(join(tmpdir(), 'izlog-bench-media-'))), { slots });
  const upload = { kind: 'file' as const, field: 'image', filename: 'flat.png', mimetype: 'image/png', data };
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: atOnce }, () => images.storeImage(1, upload, 'image', kind, null)));
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const result = {
    atOnce,
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    wallMs: Math.round(wallMs),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

async function main(): Promise<void> {
  const [mode, ...rest] = process.argv.slice(2);
  if (mode === '--measure') {
    const [file, kind, atOnce] = rest;
    await measure(file!, kind as TImageKind, Number(atOnce));
    return;
  }
  const kind = (mode ?? 'content') as TImageKind;
  const atOnce = Number(rest[0] ?? 6);
  const file = join(mkdtempSync(join(tmpdir(), 'izlog-bench-png-')), 'flat.png');
  const png = await sharp({ create: { width: SIDE, height: SIDE, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(file, png);
  process.stdout.write(
    `${SIDE}×${SIDE} flat PNG, ${(statSync(file).size / 1024).toFixed(0)} KB, ${((SIDE * SIDE) / 1e6).toFixed(1)} MP, kind ${kind}\n`,
  );
  const self = fileURLToPath(import.meta.url);
  // 0 at once: the child's own footprint (Node, tsx, sharp loaded), to read the others against.
  for (const count of [0, 1, atOnce]) {
    const line = execFileSync(process.execPath, ['--import', 'tsx', self, '--measure', file, kind, String(count)], {
      encoding: 'utf8',
    });
    const result = JSON.parse(line.trim().split('\n').pop()!) as Record<string, number>;
    process.stdout.write(
      `${count} at once: CPU ${result.cpuMs} ms, wall ${result.wallMs} ms, peak RSS ${result.peakRssMb} MB\n`,
    );
  }
}

await main();
