import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pictureOf } from '../../../test/images';
import { DiskStorage } from '../storage/storage';
import { appIconSourceProblem } from './app-icon';
import { appIconSourceKeyOf, readAppIconSource } from './app-icon-source';
import { ImageService } from './images';

function service() {
  const root = mkdtempSync(join(tmpdir(), 'izlog-app-icon-source-'));
  const storage = new DiskStorage(root);
  return { root, storage, images: new ImageService(storage) };
}

const sizeOf = async (data: Buffer | null) => {
  const meta = await sharp(data ?? Buffer.alloc(0)).metadata();
  return `${meta.format} ${meta.width}x${meta.height}`;
};

describe('the app icon source kept beside a logo', () => {
  it.each([
    ['a large square logo, at most 1024 px', 1600, 1600, 'png 1024x1024', null],
    ['a logo of 600 px as it is', 600, 600, 'png 600x600', null],
    ['a small logo, never enlarged', 200, 200, 'png 200x200', 'app_icon_too_small'],
    ['a wide logo, not cropped', 1200, 400, 'png 1024x341', 'app_icon_not_square'],
  ] as const)('keeps %s', async (_name, width, height, stored, problem) => {
    const { images, storage } = service();
    const logo = await images.storeVariants(5, await pictureOf('png', width, height), 'image', 'logo', null);
    // The site's logo stays the 400 px crop; the source is beside it.
    expect(await sizeOf(await storage.read(logo.url.replace('/media/', '')))).toBe('webp 400x400');
    const source = await readAppIconSource(storage, logo.url);
    expect(await sizeOf(source)).toBe(stored);
    expect(await appIconSourceProblem(source)).toBe(problem);
  });

  it('keeps no source for other kinds of pictures', async () => {
    const { images, root } = service();
    const picture = await images.storeVariants(5, await pictureOf('png', 900, 600), 'image', 'content', null);
    expect(appIconSourceKeyOf(picture.url)).toBeNull();
    expect(readdirSync(join(root, '5/content')).filter((name) => name.endsWith('.png'))).toEqual([]);
  });

  it('draws from the logo itself when it was stored before sources were kept, and reads nothing elsewhere', async () => {
    const { storage } = service();
    const old = '/media/5/logo/0f0e0d0c-0b0a-4908-8706-050403020100-400x400.webp';
    await storage.put(old.replace('/media/', ''), await pictureOf('webp', 400, 400));
    expect(await sizeOf(await readAppIconSource(storage, old))).toBe('webp 400x400');
    expect(await readAppIconSource(storage, null)).toBeNull();
    expect(await readAppIconSource(storage, 'https://images.example/logo.png')).toBeNull();
    expect(await readAppIconSource(storage, '/media/5/logo/missing-400x400.webp')).toBeNull();
  });
});
