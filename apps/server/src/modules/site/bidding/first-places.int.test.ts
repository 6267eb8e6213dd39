/**
 * Paid first places as visitors meet them in a category list: first, marked sponsored, in turn, gone after their last
 * day without anyone acting; and their impressions and clicks, counted in memory and written only by a flush.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import {
  biddingWorld,
  categoryListUrl,
  createApprovedCatalog,
  dayFromToday,
  insertFirstPlace,
  placeFirst,
  type TBiddingWorld,
  today,
  writtenCounts,
} from '../../../../test/support/bidding';
import { createCategory, getJson } from '../../../../test/support/catalog-test-data';
import { biddingDailyStats, contents } from '../../../db/schema';
import { TenantDb } from '../../../platform/tenancy/tenant-db';
import { DailyItemCounter } from '../../../platform/views/daily-item-counts';
import { runningPlacesOfCategory } from './bidding.queries';
import { firstPlaceCountsWriter } from './bidding-counts';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
  // Counts are written only when a test flushes, so "nothing written until a flush" cannot race the timer.
  app.deps.firstPlaceCounts = new DailyItemCounter(firstPlaceCountsWriter(app.deps.platformDb), 3_600_000);
});
afterAll(() => app.close());

type TEntry = {
  type: string;
  id: number;
  title?: string;
  name?: string;
  sponsored: boolean;
  bidding_item_id: number | null;
};
const labelsOf = (body: TEntry[]) =>
  body.map((entry) => `${entry.type === 'catalog' ? entry.name : entry.title}${entry.sponsored ? '*' : ''}`);

async function listed(w: TBiddingWorld, categoryId = w.category.id, query = '') {
  const { response, body } = await getJson(app, w.licence, categoryListUrl(categoryId, query));
  expect(response.statusCode).toBe(200);
  return body as TEntry[];
}

async function place(w: TBiddingWorld, payload: Record<string, unknown>) {
  const response = await placeFirst(app, w.licence, w.admin.token, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number };
}

describe('the category list', () => {
  it('puts a running first place first, marked sponsored with its bidding item; the rest newest first', async () => {
    const w = await biddingWorld(app);
    const hammer = await w.product('Čekić');
    await w.product('Klešta');
    await w.product('Testera');
    const item = await place(w, { content_id: hammer.id });
    const body = await listed(w);
    expect(labelsOf(body)).toEqual(['Čekić*', 'Testera', 'Klešta']);
    expect(body[0]).toMatchObject({ type: 'product', id: hammer.id, sponsored: true, bidding_item_id: item.id });
    expect(body[1]).toMatchObject({ sponsored: false, bidding_item_id: null });
  });

  it('a catalog placed first leads too', async () => {
    const w = await biddingWorld(app);
    const catalog = await createApprovedCatalog(app, w.licence, {
      authorId: w.authorId,
      categoryId: w.category.id,
      name: 'Majstor',
    });
    await w.product('Klešta');
    const item = await place(w, { catalog_id: catalog.id });
    const body = await listed(w);
    expect(labelsOf(body)).toEqual(['Majstor*', 'Klešta']);
    expect(body[0]).toMatchObject({ type: 'catalog', bidding_item_id: item.id });
  });

  it('leads its own category’s list, not its parent’s, where it keeps its ordinary place unmarked', async () => {
    const w = await biddingWorld(app);
    const drills = await createCategory(app, w.licence, { name: 'Bušilice', parentCategoryId: w.category.id });
    const drill = await w.product('Bušilica', { categoryId: drills.id });
    await w.product('Klešta', { categoryId: drills.id });
    await w.product('Čekić');
    await place(w, { content_id: drill.id });
    expect(labelsOf(await listed(w, drills.id))).toEqual(['Bušilica*', 'Klešta']);
    expect(labelsOf(await listed(w))).toEqual(['Čekić', 'Klešta', 'Bušilica']);
  });

  it('leads only from its first day to its last: a place ended yesterday or starting tomorrow leads nothing, without anyone acting', async () => {
    const w = await biddingWorld(app);
    const [old, soon, lastDay, firstDay] = [
      await w.product('Prošlo'),
      await w.product('Uskoro'),
      await w.product('Poslednji dan'),
      await w.product('Prvi dan'),
    ];
    const at = (product: { id: number }, startDate: string, endDate: string) =>
      insertFirstPlace(app, w.licence, { contentId: product.id, categoryId: w.category.id, startDate, endDate });
    await at(old, dayFromToday(-30), dayFromToday(-1));
    await at(soon, dayFromToday(1), dayFromToday(30));
    const ending = await at(lastDay, dayFromToday(-29), today());
    await at(firstDay, today(), dayFromToday(29));
    const body = await listed(w);
    expect(body.slice(0, 2).map((entry) => entry.sponsored)).toEqual([true, true]);
    expect(new Set(labelsOf(body).slice(0, 2))).toEqual(new Set(['Poslednji dan*', 'Prvi dan*']));
    expect(labelsOf(body).slice(2)).toEqual(['Uskoro', 'Prošlo']);
    // The same place seen from its day after: it ran until its last day's end and is gone.
    const tdb = new TenantDb(app.deps.platformDb, w.licence.id);
    const tomorrow = await runningPlacesOfCategory(tdb, w.category.id, dayFromToday(1));
    expect(tomorrow.map((placed) => placed.biddingItemId)).not.toContain(ending.id);
    expect(tomorrow.map((placed) => placed.id).sort()).toEqual([firstDay.id, soon.id].sort());
  });

  it('leaves the first place at once when switched off, withdrawn from the public or moved to another category', async () => {
    const w = await biddingWorld(app);
    const hammer = await w.product('Čekić');
    const pliers = await w.product('Klešta');
    const saw = await w.product('Testera');
    const garden = await createCategory(app, w.licence, { name: 'Bašta' });
    const off = await place(w, { content_id: hammer.id });
    await place(w, { content_id: pliers.id });
    await place(w, { content_id: saw.id });
    expect(labelsOf(await listed(w)).filter((label) => label.endsWith('*'))).toHaveLength(3);
    const disabled = await call(app, {
      method: 'POST',
      url: `/api/v1/biddings/disable-bidding-item/${off.id}`,
      licence: w.licence.id,
      token: w.editor.token,
    });
    expect(disabled.statusCode).toBe(200);
    const tdb = new TenantDb(app.deps.platformDb, w.licence.id);
    await tdb.update(contents, { status: 'draft' }, eq(contents.id, pliers.id));
    await tdb.update(contents, { categoryId: garden.id }, eq(contents.id, saw.id));
    expect(labelsOf(await listed(w))).toEqual(['Čekić']);
    expect(labelsOf(await listed(w, garden.id))).toEqual(['Testera']);
  });

  it('several sponsors take turns at the top, each first equally often, all of them above the rest', async () => {
    const w = await biddingWorld(app);
    const sponsors = [await w.product('Prvi'), await w.product('Drugi'), await w.product('Treći')];
    await w.product('Obični');
    for (const sponsor of sponsors) await place(w, { content_id: sponsor.id });
    const tops: string[] = [];
    for (let i = 0; i < 9; i++) {
      const labels = labelsOf(await listed(w));
      expect(new Set(labels.slice(0, 3))).toEqual(new Set(['Prvi*', 'Drugi*', 'Treći*']));
      expect(labels[3]).toBe('Obični');
      tops.push(labels[0]!);
    }
    expect(tops.slice(0, 3)).toEqual(['Prvi*', 'Drugi*', 'Treći*']);
    const timesFirst = Object.fromEntries(
      ['Prvi*', 'Drugi*', 'Treći*'].map((l) => [l, tops.filter((t) => t === l).length]),
    );
    expect(timesFirst).toEqual({ 'Prvi*': 3, 'Drugi*': 3, 'Treći*': 3 });
  });

  it('sponsors outnumbering a page: the next page continues the first page’s order, each shown once', async () => {
    const w = await biddingWorld(app);
    const sponsors = [await w.product('Prvi'), await w.product('Drugi'), await w.product('Treći')];
    for (const sponsor of sponsors) await place(w, { content_id: sponsor.id });
    await listed(w, w.category.id, '?page=1&page_count=2');
    const first = labelsOf(await listed(w, w.category.id, '?page=1&page_count=2'));
    const second = labelsOf(await listed(w, w.category.id, '?page=2&page_count=2'));
    expect(first).toEqual(['Drugi*', 'Treći*']);
    expect(second).toEqual(['Prvi*']);
  });
});

describe('the product list filtered by a category (issue 26 item 5)', () => {
  type TProduct = { id: number; title: string; sponsored?: boolean; bidding_item_id?: number };
  const productList = async (w: TBiddingWorld, query = '') => {
    const url = `/api/v1/contents?filter[content_type_id]=3&filter[category_id]=${w.category.id}${query}`;
    const { response, body } = await getJson(app, w.licence, url);
    expect(response.statusCode).toBe(200);
    return { body: body as TProduct[], total: response.headers['x-pagination-total-count'] };
  };
  const titlesOf = (body: TProduct[]) => body.map((item) => `${item.title}${item.sponsored ? '*' : ''}`);

  it('leads with the category’s first places, marked with their bidding item, and shows each product once', async () => {
    const w = await biddingWorld(app);
    const hammer = await w.product('Čekić');
    await w.product('Klešta');
    await w.product('Testera');
    await w.product('Rende');
    const item = await place(w, { content_id: hammer.id });
    const { body, total } = await productList(w);
    expect(titlesOf(body)).toEqual(['Čekić*', 'Rende', 'Testera', 'Klešta']);
    expect(body[0]).toMatchObject({ id: hammer.id, sponsored: true, bidding_item_id: item.id });
    expect(body[1]).not.toHaveProperty('sponsored');
    expect(total).toBe('4');
    // Page by page the same order, nothing twice and nothing left out.
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(...titlesOf((await productList(w, `&page=${page}&page_count=1`)).body));
    expect(pages).toEqual(['Čekić*', 'Rende', 'Testera', 'Klešta']);
    // The unfiltered list and another category's are as they were.
    const { body: all } = await getJson(app, w.licence, '/api/v1/contents?filter[content_type_id]=3');
    expect((all as TProduct[]).map((entry) => entry.title)).toEqual(['Rende', 'Testera', 'Klešta', 'Čekić']);
  });

  it('pages through two first places placed in the middle of the list without a repeat', async () => {
    const w = await biddingWorld(app);
    const titles = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    const made = [];
    for (const title of titles) made.push(await w.product(title));
    await place(w, { content_id: made[2]!.id });
    await place(w, { content_id: made[4]!.id });
    const shown: string[] = [];
    for (const page of [1, 2, 3]) shown.push(...titlesOf((await productList(w, `&page=${page}&page_count=3`)).body));
    expect(shown.slice(0, 2).sort()).toEqual(['C*', 'E*']);
    expect(shown.slice(2)).toEqual(['G', 'F', 'D', 'B', 'A']);
  });

  it('counts an impression for every serving, also from the cache', async () => {
    const w = await biddingWorld(app);
    const hammer = await w.product('Čekić');
    const item = await place(w, { content_id: hammer.id });
    for (let i = 0; i < 3; i++) await productList(w);
    await app.deps.firstPlaceCounts.flush();
    expect(await writtenCounts(app, w.licence, item.id)).toEqual([{ day: today(), impressions: 3, clicks: 0 }]);
  });
});

describe('impressions and clicks', () => {
  it('count every serving of a sponsored entry in memory; nothing is written until a flush, which adds them per day', async () => {
    const w = await biddingWorld(app);
    const hammer = await w.product('Čekić');
    const pliers = await w.product('Klešta');
    const item = await place(w, { content_id: hammer.id });
    const unshown = await place(w, { content_id: pliers.id, start_date: dayFromToday(1) });
    for (let i = 0; i < 5; i++) await listed(w);
    // A page without the sponsored entry shows no impression.
    await listed(w, w.category.id, '?page=2&page_count=1');
    expect(await writtenCounts(app, w.licence, item.id)).toEqual([]);
    expect(app.deps.firstPlaceCounts.size).toBeGreaterThan(0);
    await app.deps.firstPlaceCounts.flush();
    expect(await writtenCounts(app, w.licence, item.id)).toEqual([{ day: today(), impressions: 5, clicks: 0 }]);
    for (let i = 0; i < 2; i++) await listed(w);
    await app.deps.firstPlaceCounts.flush();
    expect(await writtenCounts(app, w.licence, item.id)).toEqual([{ day: today(), impressions: 7, clicks: 0 }]);
    expect(await writtenCounts(app, w.licence, unshown.id)).toEqual([]);
  });

  it('a click on a running first place counts; anything else is 404 and counts nothing', async () => {
    const w = await biddingWorld(app);
    const hammer = await w.product('Čekić');
    const pliers = await w.product('Klešta');
    const saw = await w.product('Testera');
    const running = await place(w, { content_id: hammer.id });
    const scheduled = await place(w, { content_id: pliers.id, start_date: dayFromToday(2) });
    const off = await place(w, { content_id: saw.id });
    await call(app, {
      method: 'POST',
      url: `/api/v1/biddings/disable-bidding-item/${off.id}`,
      licence: w.licence.id,
      token: w.admin.token,
    });
    const click = (id: number, licence = w.licence.id) =>
      call(app, { method: 'POST', url: `/api/v1/biddings/record-click/${id}`, licence });
    const clicked = await click(running.id);
    expect(clicked.statusCode).toBe(204);
    expect(clicked.body).toBe('');
    expect((await click(running.id)).statusCode).toBe(204);
    for (const id of [scheduled.id, off.id, 999_999]) expect((await click(id)).statusCode).toBe(404);
    expect((await click(running.id, (await createLicence(app)).id)).statusCode).toBe(404);
    await app.deps.firstPlaceCounts.flush();
    expect(await writtenCounts(app, w.licence, running.id)).toEqual([{ day: today(), impressions: 0, clicks: 2 }]);
    for (const id of [scheduled.id, off.id]) expect(await writtenCounts(app, w.licence, id)).toEqual([]);
  });

  it('clicks are limited per address', async () => {
    const w = await biddingWorld(app);
    const item = await place(w, { content_id: (await w.product('Čekić')).id });
    const click = () =>
      call(app, {
        method: 'POST',
        url: `/api/v1/biddings/record-click/${item.id}`,
        licence: w.licence.id,
        remoteAddress: '10.20.30.40',
      });
    for (let i = 0; i < 60; i++) expect((await click()).statusCode).toBe(204);
    const limited = await click();
    expect(limited.statusCode).toBe(429);
    await app.deps.firstPlaceCounts.flush();
    expect((await writtenCounts(app, w.licence, item.id))[0]?.clicks).toBe(60);
  });

  it('the list and the report show the counts made so far, with no flush asked for, and the report every day it ran', async () => {
    const w = await biddingWorld(app);
    const hammer = await w.product('Čekić');
    const item = await insertFirstPlace(app, w.licence, {
      contentId: hammer.id,
      categoryId: w.category.id,
      startDate: dayFromToday(-3),
      endDate: dayFromToday(26),
    });
    await new TenantDb(app.deps.platformDb, w.licence.id).insert(biddingDailyStats, [
      { biddingItemId: item.id, day: dayFromToday(-3), impressions: 40, clicks: 4 },
      { biddingItemId: item.id, day: dayFromToday(-1), impressions: 10, clicks: 1 },
    ]);
    for (let i = 0; i < 3; i++) await listed(w);
    await call(app, { method: 'POST', url: `/api/v1/biddings/record-click/${item.id}`, licence: w.licence.id });
    const list = await getJson(app, w.licence, '/api/v1/bidding-items', w.editor.token);
    expect(list.body[0]).toMatchObject({ id: item.id, impressions: 53, clicks: 6, remaining_days: 27 });
    await listed(w);
    const report = await getJson(app, w.licence, `/api/v1/biddings/bidding-report/${item.id}`, w.editor.token);
    expect(report.response.statusCode).toBe(200);
    expect(report.body.item).toMatchObject({ id: item.id, impressions: 54, clicks: 6, state: 'active' });
    expect(report.body.days).toEqual([
      { day: dayFromToday(-3), impressions: 40, clicks: 4 },
      { day: dayFromToday(-2), impressions: 0, clicks: 0 },
      { day: dayFromToday(-1), impressions: 10, clicks: 1 },
      { day: today(), impressions: 4, clicks: 1 },
    ]);
  });
});

describe('with the visitors’ answer cache on', () => {
  let cached: TTestApp;
  beforeAll(async () => {
    cached = await createTestApp({ PUBLIC_CACHE_TTL_SECONDS: '60' });
  });
  afterAll(() => cached.close());

  it('an answer served from the cache counts its impressions; a click keeps the cache; switching off reaches visitors at once', async () => {
    const w = await biddingWorld(cached);
    const hammer = await w.product('Čekić');
    await w.product('Klešta');
    const created = await placeFirst(cached, w.licence, w.admin.token, { content_id: hammer.id });
    const item = created.json() as { id: number };
    const visit = () => call(cached, { method: 'GET', url: categoryListUrl(w.category.id), licence: w.licence.id });
    const first = await visit();
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.json()[0]).toMatchObject({ id: hammer.id, sponsored: true });
    for (let i = 0; i < 3; i++) expect((await visit()).headers['x-cache']).toBe('hit');
    const click = await call(cached, {
      method: 'POST',
      url: `/api/v1/biddings/record-click/${item.id}`,
      licence: w.licence.id,
    });
    expect(click.statusCode).toBe(204);
    expect((await visit()).headers['x-cache']).toBe('hit');
    await cached.deps.firstPlaceCounts.flush();
    expect(await writtenCounts(cached, w.licence, item.id)).toEqual([{ day: today(), impressions: 5, clicks: 1 }]);
    const off = await call(cached, {
      method: 'POST',
      url: `/api/v1/biddings/disable-bidding-item/${item.id}`,
      licence: w.licence.id,
      token: w.admin.token,
    });
    expect(off.statusCode).toBe(200);
    const after = await visit();
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json().map((entry: TEntry) => entry.sponsored)).toEqual([false, false]);
  });
});
