import { describe, expect, it } from 'vitest';
import { galleryOrderToken, parseGalleryOrderToken, zGalleryOrder } from './gallery-order';
import { isAllowedRichTextLink } from './rich-text';

describe('gallery_order tokens', () => {
  it('name an entry by field and index, or a kept one by id', () => {
    expect(galleryOrderToken('stock_gallery', 2)).toBe('stock_gallery:2');
    expect(parseGalleryOrderToken(' old:12 ')).toEqual({ source: 'old', index: 12 });
    for (const token of ['picture:1', 'gallery:-1', 'gallery:', 'gallery:1:2', 'old:abc']) {
      expect(parseGalleryOrderToken(token), token).toBeNull();
    }
  });

  it('arrive as repeated keys or comma-joined, and refuse unknown shapes', () => {
    const schema = zGalleryOrder(10);
    expect(schema.parse('gallery:0, old:3')).toEqual(['gallery:0', 'old:3']);
    expect(schema.parse(['video_gallery:0', 'new_gallery:1'])).toEqual(['video_gallery:0', 'new_gallery:1']);
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.safeParse(['image:0']).success).toBe(false);
  });
});

describe('isAllowedRichTextLink', () => {
  it('keeps http, https, mailto and tel links only', () => {
    for (const href of ['https://example.com', 'HTTP://example.com', 'mailto:a@b.rs', 'tel:+38111']) {
      expect(isAllowedRichTextLink(href), href).toBe(true);
    }
    for (const href of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'example.com']) {
      expect(isAllowedRichTextLink(href), href).toBe(false);
    }
  });
});
