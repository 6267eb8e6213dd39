import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DRAWINGS, drawPicture, renderPicture, type TPictureKind } from './drawings';

const kinds = Object.keys(DRAWINGS) as TPictureKind[];
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

describe('demo pictures', () => {
  it('draws every kind differently, and the same kind the same way every time', () => {
    const drawn = kinds.map((kind) => hashOf(drawPicture({ kind })));
    expect(new Set(drawn).size).toBe(kinds.length);
    expect(hashOf(drawPicture({ kind: 'mug' }))).toBe(drawn[kinds.indexOf('mug')]);
    expect(drawPicture({ kind: 'mug', main: '#4f8a6a' })).not.toBe(drawPicture({ kind: 'mug' }));
  });

  it('renders every kind as a 1500 × 1000 picture (3:2, the content picture size), with nothing see-through', async () => {
    for (const kind of kinds) {
      // A gap in the drawing would turn black in the JPEG.
      const drawn = await sharp(Buffer.from(drawPicture({ kind }))).stats();
      expect({ kind, alpha: drawn.channels[3]?.min }).toEqual({ kind, alpha: 255 });
      const meta = await sharp(await renderPicture({ kind })).metadata();
      expect({ kind, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        kind,
        format: 'jpeg',
        width: 1500,
        height: 1000,
      });
    }
  }, 60_000);
});
