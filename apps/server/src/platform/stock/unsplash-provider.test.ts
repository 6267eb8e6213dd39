/**
 * The Unsplash adapter against a sample answer written after Unsplash's documented shapes (fixtures/), through an
 * injected fetch: nothing here leaves the machine.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isUnsplashDownloadLocation,
  mapUnsplashList,
  mapUnsplashPhoto,
  mapUnsplashTopic,
  UnsplashProvider,
} from './unsplash-provider';

const samplePhoto = JSON.parse(readFileSync(new URL('./fixtures/unsplash-photo.json', import.meta.url), 'utf8'));
const sampleTopic = {
  id: 'bo8jQKTaE0Y',
  slug: 'wallpapers',
  title: 'Wallpapers',
  description: 'From epic drone shots to inspiring moments in nature.',
  total_photos: 12345,
  cover_photo: samplePhoto,
};

const mappedPhoto = {
  id: 'LBI7cgq3pbM',
  description: 'A man drinking a coffee.',
  alt_description: 'man in brown jacket holding a white mug',
  width: 5245,
  height: 3497,
  color: '#60544D',
  urls: {
    raw: 'https://images.unsplash.com/face-springmorning.jpg?ixid=M3w1',
    full: 'https://images.unsplash.com/face-springmorning.jpg?ixid=M3w1&q=75&fm=jpg',
    regular: 'https://images.unsplash.com/face-springmorning.jpg?ixid=M3w1&q=75&fm=jpg&w=1080&fit=max',
    small: 'https://images.unsplash.com/face-springmorning.jpg?ixid=M3w1&q=75&fm=jpg&w=400&fit=max',
    thumb: 'https://images.unsplash.com/face-springmorning.jpg?ixid=M3w1&q=75&fm=jpg&w=200&fit=max',
  },
  links: { download_location: 'https://api.unsplash.com/photos/LBI7cgq3pbM/download?ixid=M3w1' },
  user: {
    name: 'Gilbert Kane',
    links: { html: 'https://unsplash.com/@poorkane?utm_source=izlog&utm_medium=referral' },
  },
};

type TCall = { url: string; headers: Record<string, string> };

/** A fetch that answers from a table of URL → response and records what was asked. */
function fakeFetch(answers: Record<string, () => Response>) {
  const calls: TCall[] = [];
  const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    const answer = answers[url];
    if (!answer) throw new Error(`unexpected fetch ${url}`);
    return answer();
  }) as typeof fetch;
  return { fetcher, calls };
}

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } });

describe('mapping Unsplash answers', () => {
  it('keeps the fields the picker uses and adds the attribution UTM Unsplash asks for', () => {
    expect(mapUnsplashPhoto(samplePhoto)).toEqual(mappedPhoto);
  });

  it('maps a topic with its cover photo', () => {
    expect(mapUnsplashTopic(sampleTopic)).toEqual({ ...sampleTopic, cover_photo: mappedPhoto });
    expect(mapUnsplashTopic({ ...sampleTopic, cover_photo: null }).cover_photo).toBeNull();
  });

  it('reads lists as arrays with X-Total, and search as { total, results }', () => {
    expect(mapUnsplashList([samplePhoto], '57', mapUnsplashPhoto, 2, 1)).toEqual({
      items: [mappedPhoto],
      total: 57,
      page: 2,
      perPage: 1,
    });
    expect(
      mapUnsplashList({ total: 133, total_pages: 14, results: [samplePhoto] }, null, mapUnsplashPhoto, 1, 10),
    ).toEqual({ items: [mappedPhoto], total: 133, page: 1, perPage: 10 });
  });

  it('survives missing or mistyped fields without throwing', () => {
    expect(mapUnsplashPhoto({ id: 7, urls: null })).toMatchObject({
      id: '',
      width: 0,
      urls: { raw: '' },
      user: { name: '' },
    });
    expect(mapUnsplashList('nonsense', null, mapUnsplashPhoto, 1, 10).items).toEqual([]);
  });

  it('recognises only Unsplash download triggers', () => {
    expect(isUnsplashDownloadLocation(mappedPhoto.links.download_location)).toBe(true);
    expect(isUnsplashDownloadLocation('https://api.unsplash.com.evil.io/photos/x/download')).toBe(false);
    expect(isUnsplashDownloadLocation('http://api.unsplash.com/photos/x/download')).toBe(false);
    expect(isUnsplashDownloadLocation('https://api.unsplash.com/users/x')).toBe(false);
    expect(isUnsplashDownloadLocation('/stock-library/food-1/download')).toBe(false);
  });
});

describe('UnsplashProvider calls', () => {
  it('calls the documented endpoints with the access key', async () => {
    const { fetcher, calls } = fakeFetch({
      'https://api.unsplash.com/topics?page=1&per_page=2': () => json([sampleTopic], { 'x-total': '40' }),
      'https://api.unsplash.com/topics/wallpapers/photos?page=3&per_page=5': () =>
        json([samplePhoto], { 'x-total': '11' }),
      'https://api.unsplash.com/search/photos?query=kafa+i+kola%C4%8D&page=1&per_page=10': () =>
        json({ total: 1, total_pages: 1, results: [samplePhoto] }),
    });
    const provider = new UnsplashProvider('key-123', fetcher);
    expect((await provider.topics(1, 2)).total).toBe(40);
    expect(await provider.topicPhotos('wallpapers', 3, 5)).toEqual({
      items: [mappedPhoto],
      total: 11,
      page: 3,
      perPage: 5,
    });
    expect((await provider.search('kafa i kolač', 1, 10)).items).toEqual([mappedPhoto]);
    expect(calls.map((c) => c.headers)).toEqual(
      Array(3).fill({ authorization: 'Client-ID key-123', 'accept-version': 'v1' }),
    );
  });

  it('triggers the download location, then fetches the picture it names', async () => {
    const { fetcher, calls } = fakeFetch({
      'https://api.unsplash.com/photos/LBI7cgq3pbM/download?ixid=M3w1': () =>
        json({ url: 'https://images.unsplash.com/photo-1?ixid=M3w1' }),
      'https://images.unsplash.com/photo-1?ixid=M3w1&w=2000&fm=jpg&q=85': () => new Response(Buffer.from('jpeg bytes')),
    });
    const data = await new UnsplashProvider('key-123', fetcher).download(mappedPhoto.links.download_location);
    expect(data?.toString()).toBe('jpeg bytes');
    expect(calls[1]?.headers).toEqual({});
  });

  it('fetches nothing for a location that is not Unsplash, nor a picture on another host', async () => {
    const { fetcher, calls } = fakeFetch({
      'https://api.unsplash.com/photos/abc/download': () => json({ url: 'https://evil.example/x.jpg' }),
    });
    const provider = new UnsplashProvider('key-123', fetcher);
    expect(await provider.download('https://evil.example/photos/abc/download')).toBeNull();
    expect(calls).toEqual([]);
    expect(await provider.download('https://api.unsplash.com/photos/abc/download')).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['https://api.unsplash.com/photos/abc/download']);
  });

  it('turns an unknown topic into null, and failures into a 502 with a clear message', async () => {
    const { fetcher } = fakeFetch({
      'https://api.unsplash.com/topics/nope/photos?page=1&per_page=10': () => new Response('{}', { status: 404 }),
      'https://api.unsplash.com/topics?page=1&per_page=10': () => new Response('Rate Limit Exceeded', { status: 403 }),
    });
    const provider = new UnsplashProvider('key-123', fetcher);
    expect(await provider.topicPhotos('nope', 1, 10)).toBeNull();
    await expect(provider.topics(1, 10)).rejects.toMatchObject({ status: 502, key: 'stock_unavailable' });
    await expect(provider.search('offline', 1, 10)).rejects.toMatchObject({ status: 502, key: 'stock_unavailable' });
  });
});
