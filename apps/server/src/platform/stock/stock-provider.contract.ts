/**
 * What every stock photo provider must do, as tests. Run against the offline library in CI; run it against the
 * Unsplash adapter by hand with a key (outbound HTTP is refused in tests), e.g. from a scratch test file.
 */
import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { StockPhotoProvider, TStockPhoto } from './stock-provider';

function expectPhotoShape(photo: TStockPhoto) {
  expect(photo.id).toMatch(/\S/);
  expect(photo.width).toBeGreaterThan(0);
  expect(photo.height).toBeGreaterThan(0);
  for (const url of Object.values(photo.urls)) expect(url).toMatch(/^(https:\/\/|\/)/);
  expect(photo.links.download_location).toMatch(/^(https:\/\/|\/)/);
  expect(photo.user.name).toMatch(/\S/);
}

export function stockProviderContract(makeProvider: () => StockPhotoProvider, searchTerm: string) {
  it('lists topics a page at a time, with the total', async () => {
    const provider = makeProvider();
    const first = await provider.topics(1, 2);
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThan(2);
    expect(first).toMatchObject({ page: 1, perPage: 2 });
    const second = await provider.topics(2, 2);
    expect(second.items.map((topic) => topic.id)).not.toContain(first.items[0]?.id);
    for (const topic of first.items) {
      expect(topic.slug).toMatch(/\S/);
      expect(topic.title).toMatch(/\S/);
      if (topic.cover_photo) expectPhotoShape(topic.cover_photo);
    }
  });

  it('gives a page of photos of a topic, and null for a topic that does not exist', async () => {
    const provider = makeProvider();
    const [topic] = (await provider.topics(1, 1)).items;
    const photos = await provider.topicPhotos(topic?.slug ?? '', 1, 3);
    expect(photos?.items).toHaveLength(3);
    expect(photos?.total).toBeGreaterThanOrEqual(3);
    for (const photo of photos?.items ?? []) expectPhotoShape(photo);
    expect(await provider.topicPhotos('no-such-topic-izlog', 1, 3)).toBeNull();
  });

  it('searches photos; an empty query finds nothing; a page past the end is empty with the same total', async () => {
    const provider = makeProvider();
    const found = await provider.search(searchTerm, 1, 5);
    expect(found.items.length).toBeGreaterThan(0);
    for (const photo of found.items) expectPhotoShape(photo);
    expect((await provider.search('   ', 1, 5)).items).toEqual([]);
    const past = await provider.search(searchTerm, 999, 5);
    expect(past.items).toEqual([]);
    expect(past.total).toBe(found.total);
  });

  it('downloads the picture behind a download location, and refuses locations that are not its own', async () => {
    const provider = makeProvider();
    const [photo] = (await provider.search(searchTerm, 1, 1)).items;
    const data = await provider.download(photo?.links.download_location ?? '');
    const meta = await sharp(data ?? Buffer.alloc(0)).metadata();
    expect(meta.width).toBeGreaterThanOrEqual(1000);
    expect(await provider.download('https://example.com/photos/abc/download')).toBeNull();
    expect(await provider.download('not a url at all')).toBeNull();
  });
}
