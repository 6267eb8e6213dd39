import { describe, expect, it } from 'vitest';
import { appendGalleryValue, galleryFromContent, type TGalleryItem } from './gallery-value';

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const entries = (formData: FormData) =>
  [...formData.entries()].map(([key, value]) => [key, value instanceof File ? `file:${value.name}` : value]);

const items: TGalleryItem[] = [
  { key: 'a', kind: 'video', url: 'https://vimeo.com/76979871', provider: 'vimeo', name: 'Video' },
  { key: 'b', kind: 'existingImage', id: 12, url: '/media/1/a.webp', name: 'Photo 1' },
  { key: 'c', kind: 'file', file: file('two.jpg'), previewUrl: 'blob:x', name: 'two.jpg' },
  { key: 'd', kind: 'stock', location: '/stock-library/nature-1/download', previewUrl: '/s.webp', name: 'Lake' },
  { key: 'e', kind: 'file', file: file('three.jpg'), previewUrl: 'blob:y', name: 'three.jpg' },
];

describe('appendGalleryValue', () => {
  it('on update keeps the old entries, adds new files as new_gallery, and sends the order of everything', () => {
    const formData = new FormData();
    appendGalleryValue(formData, items, 'update');
    expect(entries(formData)).toEqual([
      ['video_gallery[0]', 'https://vimeo.com/76979871'],
      ['old_gallery[0]', '12'],
      ['new_gallery[0]', 'file:two.jpg'],
      ['stock_gallery[0]', '/stock-library/nature-1/download'],
      ['new_gallery[1]', 'file:three.jpg'],
      ['gallery_order[0]', 'video_gallery:0'],
      ['gallery_order[1]', 'old:12'],
      ['gallery_order[2]', 'new_gallery:0'],
      ['gallery_order[3]', 'stock_gallery:0'],
      ['gallery_order[4]', 'new_gallery:1'],
    ]);
  });

  it('on create sends files as gallery; on update with nothing kept it says so with one empty entry', () => {
    const created = new FormData();
    appendGalleryValue(created, [items[2]!], 'create');
    expect(entries(created)).toEqual([
      ['gallery[0]', 'file:two.jpg'],
      ['gallery_order[0]', 'gallery:0'],
    ]);
    const emptied = new FormData();
    appendGalleryValue(emptied, [], 'update');
    expect(entries(emptied)).toEqual([['old_gallery[0]', '']]);
  });
});

describe('galleryFromContent', () => {
  it('merges pictures and videos by position and names them by their place', () => {
    const value = galleryFromContent(
      {
        gallery: [
          { id: 3, url: '/b.webp', sizes: {}, position: 2 },
          { id: 1, url: '/a.webp', sizes: {}, position: 0 },
        ],
        video_gallery: [
          {
            id: 2,
            url: 'https://vimeo.com/1',
            provider: 'vimeo',
            embed_url: 'https://player.vimeo.com/video/1',
            position: 1,
          },
        ],
      },
      (kind, number, provider) => `${kind} ${number}${provider ? ` ${provider}` : ''}`,
    );
    expect(value.map((item) => [item.kind, item.name])).toEqual([
      ['existingImage', 'picture 1'],
      ['existingVideo', 'video 2 vimeo'],
      ['existingImage', 'picture 3'],
    ]);
  });
});
