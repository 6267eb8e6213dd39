import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiskStorage, type FileStorage } from '../../../platform/storage/storage';
import { AppIconCache, appIconFileOf, type TAppIconLicence } from './app-icon-cache';

const storage = () => new DiskStorage(mkdtempSync(join(tmpdir(), 'izlog-app-icon-cache-')));
const licence = (values: Partial<TAppIconLicence> = {}): TAppIconLicence => ({
  id: 1,
  icon: null,
  brandColor: '#123456',
  siteName: 'Pekara',
  titleOfApp: 'Pekara',
  ...values,
});

describe('the app icon cache', () => {
  it('draws an icon once, also for requests that come while it is being drawn', async () => {
    const cache = new AppIconCache(storage());
    const file = { size: 96, maskable: false };
    const [first, second] = await Promise.all([cache.get(licence(), file), cache.get(licence(), file)]);
    const third = await cache.get(licence(), file);
    expect(cache.drawn).toBe(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it('draws again when what the icon is drawn from changes, and keeps sites apart', async () => {
    const cache = new AppIconCache(storage());
    const file = { size: 48, maskable: false };
    await cache.get(licence(), file);
    await cache.get(licence({ brandColor: '#654321' }), file);
    await cache.get(licence({ siteName: 'Cvećara' }), file);
    await cache.get(licence({ id: 2 }), file);
    await cache.get(licence(), { size: 48, maskable: true });
    expect(cache.drawn).toBe(5);
  });

  it('forgets the least recently used icons past its bound', async () => {
    const cache = new AppIconCache(storage(), 1);
    const file = { size: 48, maskable: false };
    await cache.get(licence(), file);
    await cache.get(licence({ id: 2 }), file);
    await cache.get(licence(), file);
    expect(cache.drawn).toBe(3);
  });

  it('draws the monogram when the logo cannot be read, instead of failing the request', async () => {
    const failing: FileStorage = Object.assign(storage(), {
      read: async () => {
        throw new Error('EIO: the disk went away');
      },
    });
    const file = { size: 192, maskable: false };
    const logo = '/media/1/logo/0b5e4c1a-7d2f-4c3e-9a1b-2f6d8e9c0a1b-400x400.webp';
    const drawn = await new AppIconCache(failing).get(licence({ icon: logo }), file);
    const monogram = await new AppIconCache(storage()).get(licence(), file);
    expect(drawn.equals(monogram)).toBe(true);
  });
});

describe('icon file names', () => {
  it.each([
    ['192.png', { size: 192, maskable: false }],
    ['maskable-512.png', { size: 512, maskable: true }],
    ['180.png', { size: 180, maskable: false }],
    ['100.png', null],
    ['maskable-96.png', null],
    ['192.jpg', null],
    ['0192.png', null],
  ])('%s → %o', (file, expected) => {
    expect(appIconFileOf(file)).toEqual(expected);
  });
});
