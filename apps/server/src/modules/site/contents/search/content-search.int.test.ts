/**
 * Full-text search of GET /contents (DESIGN §5): any script, case and diacritics, ranked, refused when the site
 * turned search off; and the orders most read (views counted in memory, written on flush) and random.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../../test/harness';
import { contentWorld, get, seedContent, type TContentWorld } from '../../../../../test/support/content-test-support';
import { licences } from '../../../../db/schema';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const ids = (response: { json(): unknown }) => (response.json() as { id: number }[]).map((item) => item.id);
const { blog, article, product } = CONTENT_TYPE;

describe('search', () => {
  let world: TContentWorld;
  let latin: { id: number };
  let cyrillic: { id: number };
  let stronger: { id: number };
  beforeAll(async () => {
    world = await contentWorld(app);
    const seed = (title: string, contentText: string) =>
      seedContent(app, world.licence, { contentTypeId: product, authorId: world.admin.user.id, title, contentText });
    latin = await seed('Šumadijski ajvar', '<p>Domaći ajvar od paprike.</p>');
    cyrillic = await seed('Пчелињи мед', '<p>Мед са Златибора.</p>');
    stronger = await seed('Med i med', '<p>Med, med, med.</p>');
    await seed('Rakija', '<p>Šljivovica.</p>');
  });

  it('finds Latin text by a Cyrillic query and Cyrillic text by a Latin one, blind to case and diacritics', async () => {
    expect(ids(await get(app, world.licence, `contents?search=${encodeURIComponent('АЈВАР')}`))).toEqual([latin.id]);
    expect(ids(await get(app, world.licence, `contents?search=${encodeURIComponent('sumadijski')}`))).toEqual([
      latin.id,
    ]);
    expect(ids(await get(app, world.licence, 'contents?search=zlatibor'))).toEqual([cyrillic.id]);
    expect(ids(await get(app, world.licence, `contents?search=${encodeURIComponent('пчел')}`))).toEqual([cyrillic.id]);
  });

  it('ranks the better match first', async () => {
    expect(ids(await get(app, world.licence, 'contents?search=med'))).toEqual([stronger.id, cyrillic.id]);
  });

  it('answers an empty list for a query of no words, and refuses search when the site turned it off', async () => {
    expect((await get(app, world.licence, 'contents?search=%21%21')).json()).toEqual([]);
    await app.deps.platformDb.update(licences).set({ searchStatus: false }).where(eq(licences.id, world.licence.id));
    app.deps.licences.forget();
    const refused = await get(app, world.licence, 'contents?search=med');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Search is turned off on this site.');
    expect((await get(app, world.licence, 'contents')).statusCode).toBe(200);
  });
});

describe('orders and views', () => {
  it('counts views of single pages in memory, writes them on flush, and orders by most read', async () => {
    const world = await contentWorld(app);
    const seed = () => seedContent(app, world.licence, { contentTypeId: article, authorId: world.admin.user.id });
    const [a, b, c] = [await seed(), await seed(), await seed()];
    for (const id of [b.id, b.id, a.id, b.id])
      expect((await get(app, world.licence, `contents/${id}`)).statusCode).toBe(200);
    expect((await get(app, world.licence, `contents/${b.id}`, world.admin.token)).json().views).toBe(0);
    await app.deps.views.flush();
    const mostRead = await get(app, world.licence, 'contents?sort=most_read', world.admin.token);
    expect(ids(mostRead)).toEqual([b.id, a.id, c.id]);
    expect((mostRead.json() as { views: number }[]).map((item) => item.views)).toEqual([4, 1, 0]);
    expect(ids(await get(app, world.licence, 'contents?sort=newest', world.admin.token))).toEqual([c.id, b.id, a.id]);
  });

  it('answers a random selection of the matching contents, no more than a page', async () => {
    const world = await contentWorld(app);
    const seeded: number[] = [];
    for (let i = 0; i < 6; i++) {
      seeded.push((await seedContent(app, world.licence, { contentTypeId: blog, authorId: world.user.user.id })).id);
    }
    await seedContent(app, world.licence, { contentTypeId: blog, authorId: world.user.user.id, status: 'draft' });
    const all = await get(app, world.licence, 'contents?sort=random&page_count=10');
    expect(ids(all).sort()).toEqual([...seeded].sort());
    expect(all.headers['x-pagination-total-count']).toBe('6');
    const some = await get(app, world.licence, 'contents?sort=random&page_count=4');
    expect(new Set(ids(some)).size).toBe(4);
    expect(ids(some).every((id) => seeded.includes(id))).toBe(true);
  });
});
