import { describe, expect, it } from 'vitest';
import { ASPECT_OF, cropOutputSize, cropOutputType, croppedFileName } from './crop-math';

describe('cropOutputSize', () => {
  it.each([
    ['content', { x: 10, y: 20, width: 3000, height: 2000 }, { width: 1500, height: 1000 }],
    ['content', { x: 0, y: 0, width: 601, height: 400 }, { width: 600, height: 400 }],
    ['logo', { x: 5, y: 5, width: 1234, height: 1235 }, { width: 400, height: 400 }],
    ['logo', { x: 0, y: 0, width: 99.6, height: 99.6 }, { width: 100, height: 100 }],
    ['siteImage', { x: 0, y: 0, width: 900, height: 600 }, { width: 900, height: 600 }],
    ['siteImage', { x: 0, y: 0, width: 4000, height: 2667 }, { width: 1800, height: 1200 }],
  ] as const)('crops %s %o to %o', (ratio, area, expected) => {
    expect(cropOutputSize(area, ratio)).toEqual(expected);
  });

  it('always gives the advised shape, within a pixel of rounding, and never enlarges', () => {
    for (const ratio of ['content', 'logo', 'siteImage'] as const) {
      for (const width of [3, 47, 299, 301, 1499, 1501, 5000]) {
        const area = { x: 0, y: 0, width, height: width / ASPECT_OF[ratio] };
        const size = cropOutputSize(area, ratio);
        expect(Math.abs(size.width / ASPECT_OF[ratio] - size.height)).toBeLessThanOrEqual(0.5);
        expect(size.width).toBeLessThanOrEqual(Math.round(width));
      }
    }
  });

  it('follows the shorter side when the crop is slightly off shape', () => {
    expect(cropOutputSize({ x: 0, y: 0, width: 900, height: 500 }, 'content')).toEqual({ width: 750, height: 500 });
  });
});

describe('the cropped file', () => {
  it('is PNG for logos and PNG sources, JPEG otherwise, with a matching name', () => {
    expect(cropOutputType('logo', 'image/jpeg')).toBe('image/png');
    expect(cropOutputType('content', 'image/png')).toBe('image/png');
    expect(cropOutputType('content', 'image/heic')).toBe('image/jpeg');
    expect(croppedFileName('beach.HEIC', 'image/jpeg')).toBe('beach.jpg');
    expect(croppedFileName('logo', 'image/png')).toBe('logo.png');
    expect(croppedFileName('.png', 'image/png')).toBe('photo.png');
  });
});
