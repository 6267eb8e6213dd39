import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ELF_BYTES, pictureOf, pngWithHtml, SVG_PLAIN, SVG_WITH_SCRIPT, truncatedJpeg } from '../../../test/images';
import type { TUploadedFile } from '../http/form-body';
import { DiskStorage } from '../storage/storage';
import { ImageService } from './images';

function service() {
  const root = mkdtempSync(join(tmpdir(), 'izlog-images-'));
  return { images: new ImageService(new DiskStorage(root)), root };
}

const upload = (data: Buffer, filename = 'photo.jpg', mimetype = 'image/jpeg'): TUploadedFile => ({
  kind: 'file',
  field: 'image',
  filename,
  mimetype,
  data,
});

const sizeOf = async (root: string, url: string) => {
  const meta = await sharp(join(root, url.replace(/^\/media\//, ''))).metadata();
  return `${meta.format} ${meta.width}x${meta.height}`;
};

describe('ImageService variants', () => {
  it.each([
    ['content', ['900x600', '300x200', '600x400', '1500x1000']],
    ['logo', ['400x400', '100x100']],
    ['siteImage', ['900x600', '1800x1200']],
  ] as const)('stores a %s picture in its advised sizes, as WebP', async (kind, sizes) => {
    const { images, root } = service();
    const stored = await images.storeImage(7, upload(await pictureOf('png', 1000, 1000)), 'image', kind, null);
    expect(Object.keys(stored.sizes)).toEqual(sizes);
    expect(stored.url).toBe(stored.sizes[sizes[0]]);
    for (const [size, url] of Object.entries(stored.sizes)) {
      expect(url).toMatch(new RegExp(`^/media/7/${kind}/[0-9a-f-]{36}-${size}\\.webp$`));
      expect(await sizeOf(root, url)).toBe(`webp ${size}`);
    }
  });

  it.each(['jpeg', 'webp', 'gif'] as const)('accepts a %s whatever its file name says', async (format) => {
    const { images } = service();
    const data = await pictureOf(format, 600, 400);
    const stored = await images.storeImage(1, upload(data, 'picture.txt', 'text/plain'), 'image', 'content', null);
    expect(Object.keys(stored.sizes)).toHaveLength(4);
  });

  it('accepts a JPEG with a trailer that is not markup (a phone "motion photo" appends its video)', async () => {
    const { images } = service();
    const data = Buffer.concat([await pictureOf('jpeg', 600, 400), Buffer.from('ftypmp42\u0000\u0000isommp42 video')]);
    await expect(images.prepareImage(data, 'image', 'content', null)).resolves.toMatchObject({ kind: 'content' });
  });

  it('serves only what it re-encoded: the stored file shares no bytes with an upload carrying text', async () => {
    const { images, root } = service();
    const source = await sharp(await pictureOf('jpeg', 600, 400))
      .withExif({ IFD0: { ImageDescription: 'secret-marker-text' } })
      .jpeg()
      .toBuffer();
    expect(source.includes('secret-marker-text')).toBe(true);
    const stored = await images.storeImage(1, upload(source), 'image', 'content', null);
    for (const url of Object.values(stored.sizes)) {
      expect(readFileSync(join(root, url.replace(/^\/media\//, ''))).includes('secret-marker-text')).toBe(false);
    }
  });
});

describe('ImageService refuses what is not a plain picture, storing nothing', () => {
  const zipTrailer = Buffer.concat([
    Buffer.from('PK\u0003\u0004payload'),
    Buffer.from([0x50, 0x4b, 0x05, 0x06]),
    Buffer.alloc(18),
  ]);
  const cases: [string, () => Promise<Buffer>][] = [
    ['a renamed executable (ELF named .jpg)', async () => ELF_BYTES],
    ['a PNG with a web page appended (polyglot)', pngWithHtml],
    ['a PNG with bytes after its end', async () => Buffer.concat([await pictureOf('png', 300, 200), Buffer.from('x')])],
    ['a GIF that is also a ZIP archive', async () => Buffer.concat([await pictureOf('gif', 300, 200), zipTrailer])],
    [
      'a JPEG with a PHP script in it',
      async () => Buffer.concat([await pictureOf('jpeg', 300, 200), Buffer.from('<?php system($_GET[1]); ?>')]),
    ],
    ['an SVG with a script', async () => SVG_WITH_SCRIPT],
    ['an SVG even without a script (we never serve SVG)', async () => SVG_PLAIN],
    ['a truncated JPEG', truncatedJpeg],
    ['an empty file', async () => Buffer.alloc(0)],
    ['a text file', async () => Buffer.from('just some words, not a picture')],
  ];

  it.each(cases)('refuses %s with "Format of your photo is not valid"', async (_name, make) => {
    const { images, root } = service();
    await expect(images.storeImage(3, upload(await make()), 'image', 'content', null)).rejects.toMatchObject({
      problems: [{ field: 'image', key: 'photo_format_invalid' }],
    });
    expect(readdirSync(root)).toEqual([]);
  });

  it('refuses a decompression bomb (more pixels than any photo) before decoding it', async () => {
    const { images, root } = service();
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(images.storeImage(3, upload(bomb), 'image', 'content', null)).rejects.toMatchObject({
      problems: [{ field: 'image', key: 'photo_format_invalid' }],
    });
    expect(existsSync(join(root, '3'))).toBe(false);
  });
});
