/**
 * The back office's calls of paid first places: placing an item first (its rules and 422s), the list with its
 * filters, switching one off, the report, the bidding duration, and who may do what.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import {
  biddingWorld,
  createApprovedCatalog,
  dayFromToday,
  insertFirstPlace,
  placeFirst,
  type TBiddingWorld,
  today,
} from '../../../../test/support/bidding';
import { createCategory, getJson } from '../../../../test/support/catalog-test-data';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const fieldsOf = (body: { field: string; message: string }[]) => body.map((problem) => problem.field);

function post(w: TBiddingWorld, url: string, token: string | undefined, payload?: Record<string, unknown>) {
  return call(app, { method: 'POST', url: `/api/v1${url}`, licence: w.licence.id, token, payload });
}

describe('POST /biddings/create-bidding-item', () => {
  it('places an approved product first from today for the licence’s duration', async () => {
    const w = await biddingWorld(app);
    const product = await w.product('Čekić');
    const response = await placeFirst(app, w.licence, w.admin.token, { content_id: product.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      content_id: product.id,
      catalog_id: null,
      title: 'Čekić',
      category: { id: w.category.id, name: 'Alat' },
      start_date: today(),
      end_date: dayFromToday(29),
      remaining_days: 30,
      active: true,
      state: 'active',
      impressions: 0,
      clicks: 0,
    });
  });

  it('an editor places a catalog from a later day: scheduled, with all its days still ahead', async () => {
    const w = await biddingWorld(app);
    const catalog = await createApprovedCatalog(app, w.licence, {
      authorId: w.authorId,
      categoryId: w.category.id,
      name: 'Majstor',
    });
    const start = dayFromToday(3);
    const response = await call(app, {
      method: 'POST',
      url: '/api/v1/biddings/create-bidding-item',
      licence: w.licence.id,
      token: w.editor.token,
      payload: `catalog_id=${catalog.id}&start_date=${start}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      catalog_id: catalog.id,
      content_id: null,
      title: 'Majstor',
      start_date: start,
      end_date: dayFromToday(32),
      state: 'scheduled',
      remaining_days: 30,
    });
  });

  it('refuses an item that is not approved, or in no category, naming the field, in the user’s language', async () => {
    const w = await biddingWorld(app);
    const draft = await w.product('Nacrt', { status: 'draft' });
    const loose = await w.product('Bez kategorije', { categoryId: null });
    const deletedCategory = await createCategory(app, w.licence, { status: 'deleted' });
    const orphan = await w.product('Siroče', { categoryId: deletedCategory.id });
    const draftCatalog = await createApprovedCatalog(app, w.licence, {
      authorId: w.authorId,
      categoryId: w.category.id,
      status: 'on_moderation',
    });
    const looseCatalog = await createApprovedCatalog(app, w.licence, { authorId: w.authorId, categoryId: null });

    const notApproved = await placeFirst(app, w.licence, w.admin.token, { content_id: draft.id });
    expect(notApproved.statusCode).toBe(422);
    expect(notApproved.json()).toEqual([
      { field: 'content_id', message: 'Only an approved product or catalog can be placed first.' },
    ]);
    const inSerbian = await placeFirst(app, w.licence, w.admin.token, { content_id: draft.id }, 'srp');
    expect(inSerbian.json()[0].message).toBe('Prvo mesto se može dati samo odobrenom proizvodu ili katalogu.');
    for (const id of [loose.id, orphan.id]) {
      const noCategory = await placeFirst(app, w.licence, w.admin.token, { content_id: id });
      expect(noCategory.statusCode).toBe(422);
      expect(noCategory.json()).toEqual([
        { field: 'content_id', message: 'The product or catalog must be in a category to be first in its list.' },
      ]);
    }
    const catalogNotApproved = await placeFirst(app, w.licence, w.admin.token, { catalog_id: draftCatalog.id });
    expect(catalogNotApproved.statusCode).toBe(422);
    expect(fieldsOf(catalogNotApproved.json())).toEqual(['catalog_id']);
    const catalogNoCategory = await placeFirst(app, w.licence, w.admin.token, { catalog_id: looseCatalog.id });
    expect(catalogNoCategory.json()[0].message).toBe(
      'The product or catalog must be in a category to be first in its list.',
    );
    expect((await getJson(app, w.licence, '/api/v1/bidding-items', w.admin.token)).body).toEqual([]);
  });

  it('refuses anything but one product or catalog of this licence', async () => {
    const w = await biddingWorld(app);
    const product = await w.product('Čekić');
    const article = await w.product('Vest', { contentTypeId: CONTENT_TYPE.article });
    const other = await biddingWorld(app);
    const foreign = await other.product('Tuđi');
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'content_id', 'Choose one product or one catalog.'],
      [{ content_id: product.id, catalog_id: 5 }, 'content_id', 'Choose one product or one catalog.'],
      [{ content_id: article.id }, 'content_id', 'Only products and catalogs can be placed first.'],
      [{ content_id: foreign.id }, 'content_id', 'That product or catalog does not exist.'],
      [{ catalog_id: 999_999 }, 'catalog_id', 'That product or catalog does not exist.'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await placeFirst(app, w.licence, w.admin.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toEqual([{ field, message }]);
    }
  });

  it('refuses a start day in the past, not a date, or more than a year ahead', async () => {
    const w = await biddingWorld(app);
    const product = await w.product('Čekić');
    const cases: [string, string][] = [
      [dayFromToday(-1), 'The start cannot be before today.'],
      ['2026-02-30', 'Enter the date as YYYY-MM-DD.'],
      ['26.11.2026.', 'Enter the date as YYYY-MM-DD.'],
      [dayFromToday(366), 'The start can be at most 365 days ahead.'],
    ];
    for (const [start, message] of cases) {
      const response = await placeFirst(app, w.licence, w.admin.token, { content_id: product.id, start_date: start });
      expect(response.statusCode, start).toBe(422);
      expect(response.json()).toEqual([{ field: 'start_date', message }]);
    }
    const lastDay = await placeFirst(app, w.licence, w.admin.token, {
      content_id: product.id,
      start_date: dayFromToday(365),
    });
    expect(lastDay.statusCode).toBe(200);
  });

  it('one item has one first place on any day: an overlap is refused, the days after it and a switched-off one are not', async () => {
    const w = await biddingWorld(app);
    const product = await w.product('Čekić');
    const first = (await placeFirst(app, w.licence, w.admin.token, { content_id: product.id })).json();
    const overlapping = await placeFirst(app, w.licence, w.admin.token, {
      content_id: product.id,
      start_date: dayFromToday(29),
    });
    expect(overlapping.statusCode).toBe(422);
    expect(overlapping.json()).toEqual([
      { field: 'start_date', message: 'This item is already placed first in that period.' },
    ]);
    const after = await placeFirst(app, w.licence, w.admin.token, {
      content_id: product.id,
      start_date: dayFromToday(30),
    });
    expect(after.statusCode).toBe(200);
    expect((await post(w, `/biddings/disable-bidding-item/${first.id}`, w.admin.token)).statusCode).toBe(200);
    expect((await placeFirst(app, w.licence, w.admin.token, { content_id: product.id })).statusCode).toBe(200);
  });

  it('two placements of one item at once: one is made, the other refused', async () => {
    const w = await biddingWorld(app);
    const product = await w.product('Čekić');
    const answers = await Promise.all([
      placeFirst(app, w.licence, w.admin.token, { content_id: product.id }),
      placeFirst(app, w.licence, w.editor.token, { content_id: product.id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
  });
});

describe('GET /bidding-items', () => {
  async function listWorld() {
    const w = await biddingWorld(app);
    const other = await createCategory(app, w.licence, { name: 'Bašta' });
    const hammer = await w.product('Čekić');
    const rake = await w.product('Grablje', { categoryId: other.id });
    const catalog = await createApprovedCatalog(app, w.licence, { authorId: w.authorId, categoryId: w.category.id });
    const ended = await insertFirstPlace(app, w.licence, {
      contentId: hammer.id,
      categoryId: w.category.id,
      startDate: dayFromToday(-40),
      endDate: dayFromToday(-11),
    });
    const running = (await placeFirst(app, w.licence, w.admin.token, { content_id: hammer.id })).json();
    const scheduled = (
      await placeFirst(app, w.licence, w.admin.token, { content_id: rake.id, start_date: dayFromToday(5) })
    ).json();
    const off = (await placeFirst(app, w.licence, w.admin.token, { catalog_id: catalog.id })).json();
    await post(w, `/biddings/disable-bidding-item/${off.id}`, w.admin.token);
    return { w, other, hammer, rake, catalog, ended, running, scheduled, off };
  }

  const idsOf = (body: { id: number }[]) => body.map((item) => item.id);

  it('lists the licence’s first places newest first, each with its state and remaining days', async () => {
    const l = await listWorld();
    const { response, body } = await getJson(app, l.w.licence, '/api/v1/bidding-items', l.w.editor.token);
    expect(response.statusCode).toBe(200);
    expect(idsOf(body)).toEqual([l.off.id, l.scheduled.id, l.running.id, l.ended.id]);
    expect(body.map((item: { state: string }) => item.state)).toEqual(['disabled', 'scheduled', 'active', 'ended']);
    expect(body.map((item: { remaining_days: number }) => item.remaining_days)).toEqual([0, 30, 30, 0]);
    expect(response.headers['x-pagination-total-count']).toBe('4');
  });

  it('filters by product, catalog, category and state, and pages by page_count', async () => {
    const l = await listWorld();
    const list = async (query: string) =>
      idsOf((await getJson(app, l.w.licence, `/api/v1/bidding-items?${query}`, l.w.admin.token)).body);
    expect(await list(`filter[content_id]=${l.hammer.id}`)).toEqual([l.running.id, l.ended.id]);
    expect(await list(`filter[catalog_id]=${l.catalog.id}`)).toEqual([l.off.id]);
    expect(await list(`filter[category_id]=${l.other.id}`)).toEqual([l.scheduled.id]);
    expect(await list('filter[state]=active')).toEqual([l.running.id]);
    expect(await list('filter[state]=scheduled')).toEqual([l.scheduled.id]);
    expect(await list('filter[state]=ended')).toEqual([l.ended.id]);
    expect(await list('filter[state]=disabled')).toEqual([l.off.id]);
    expect(await list(`filter[content_id]=${l.hammer.id}&filter[state]=ended`)).toEqual([l.ended.id]);
    const second = await getJson(app, l.w.licence, '/api/v1/bidding-items?page=2&page_count=3', l.w.admin.token);
    expect(idsOf(second.body)).toEqual([l.ended.id]);
    expect(second.response.headers).toMatchObject({ 'x-pagination-page-count': '2', 'x-pagination-per-page': '3' });
    const bad = await getJson(app, l.w.licence, '/api/v1/bidding-items?filter[state]=paused', l.w.admin.token);
    expect(bad.response.statusCode).toBe(422);
    expect(fieldsOf(bad.body)).toEqual(['filter[state]']);
  });
});

describe('POST /biddings/disable-bidding-item/{id}', () => {
  it('switches a running or scheduled first place off; again changes nothing; an ended one is 409', async () => {
    const w = await biddingWorld(app);
    const hammer = await w.product('Čekić');
    const saw = await w.product('Testera');
    const running = (await placeFirst(app, w.licence, w.admin.token, { content_id: hammer.id })).json();
    const scheduled = (
      await placeFirst(app, w.licence, w.admin.token, { content_id: saw.id, start_date: dayFromToday(2) })
    ).json();
    for (const item of [running, scheduled]) {
      const off = await post(w, `/biddings/disable-bidding-item/${item.id}`, w.editor.token);
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ id: item.id, active: false, state: 'disabled', remaining_days: 0 });
      const again = await post(w, `/biddings/disable-bidding-item/${item.id}`, w.editor.token);
      expect(again.statusCode).toBe(200);
      expect(again.json().state).toBe('disabled');
    }
    const ended = await insertFirstPlace(app, w.licence, {
      contentId: hammer.id,
      categoryId: w.category.id,
      startDate: dayFromToday(-10),
      endDate: dayFromToday(-1),
    });
    const refused = await post(w, `/biddings/disable-bidding-item/${ended.id}`, w.admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 409, message: 'This first place has already ended.' });
    const after = await getJson(app, w.licence, `/api/v1/biddings/bidding-report/${ended.id}`, w.admin.token);
    expect(after.body.item.state).toBe('ended');
  });
});

describe('POST /biddings/update-bidding-duration', () => {
  it('the admin sets the days a new first place lasts: the licence details say so, first places made before keep theirs', async () => {
    const w = await biddingWorld(app);
    const hammer = await w.product('Čekić');
    const saw = await w.product('Testera');
    const before = (await placeFirst(app, w.licence, w.admin.token, { content_id: hammer.id })).json();
    const saved = await post(w, '/biddings/update-bidding-duration', w.admin.token, { duration: 7 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: w.licence.id, bidding_duration: 7 });
    const details = await getJson(app, w.licence, '/api/v1/licences/get-licence-details');
    expect(details.body.bidding_duration).toBe(7);
    const after = (await placeFirst(app, w.licence, w.admin.token, { content_id: saw.id })).json();
    expect(after).toMatchObject({ end_date: dayFromToday(6), remaining_days: 7 });
    const list = await getJson(app, w.licence, `/api/v1/bidding-items?filter[content_id]=${hammer.id}`, w.admin.token);
    expect(list.body[0]).toMatchObject({ id: before.id, end_date: dayFromToday(29) });
    const audit = await getJson(app, w.licence, '/api/v1/audit-log', w.admin.token);
    expect(audit.body[0]).toMatchObject({ action: 'site.bidding_duration', subject_type: 'site' });
  });

  it('refuses days outside 1–90, naming duration', async () => {
    const w = await biddingWorld(app);
    for (const duration of [0, 91, 'mnogo']) {
      const response = await post(w, '/biddings/update-bidding-duration', w.admin.token, { duration });
      expect(response.statusCode).toBe(422);
      expect(fieldsOf(response.json())).toEqual(['duration']);
    }
    const details = await getJson(app, w.licence, '/api/v1/licences/get-licence-details');
    expect(details.body.bidding_duration).toBe(30);
  });
});

describe('who may do what', () => {
  it('clients, front users and moderators get 403 on every call; visitors 401; an editor is refused the duration', async () => {
    const w = await biddingWorld(app);
    const product = await w.product('Čekić');
    const item = (await placeFirst(app, w.licence, w.admin.token, { content_id: product.id })).json();
    const calls = [
      { method: 'GET' as const, url: '/api/v1/bidding-items' },
      { method: 'GET' as const, url: `/api/v1/biddings/bidding-report/${item.id}` },
      { method: 'POST' as const, url: '/api/v1/biddings/create-bidding-item', payload: { content_id: product.id } },
      { method: 'POST' as const, url: `/api/v1/biddings/disable-bidding-item/${item.id}` },
      { method: 'POST' as const, url: '/api/v1/biddings/update-bidding-duration', payload: { duration: 10 } },
    ];
    for (const token of [w.client.token, w.frontUser.token, w.moderator.token]) {
      for (const request of calls) {
        const response = await call(app, { ...request, licence: w.licence.id, token });
        expect(response.statusCode, request.url).toBe(403);
      }
    }
    for (const request of calls) {
      expect((await call(app, { ...request, licence: w.licence.id })).statusCode, request.url).toBe(401);
    }
    const editorDuration = await post(w, '/biddings/update-bidding-duration', w.editor.token, { duration: 10 });
    expect(editorDuration.statusCode).toBe(403);
    const superadmin = await createSignedInUser(app, w.licence, { role: 'SUPERADMIN' });
    expect((await post(w, '/biddings/update-bidding-duration', superadmin.token, { duration: 10 })).statusCode).toBe(
      200,
    );
    const list = await getJson(app, w.licence, '/api/v1/bidding-items', w.admin.token);
    expect(list.body.map((entry: { id: number; active: boolean }) => [entry.id, entry.active])).toEqual([
      [item.id, true],
    ]);
  });

  it('another licence’s first place is 404 to report and switch off, and missing from its list', async () => {
    const w = await biddingWorld(app);
    const product = await w.product('Čekić');
    const item = (await placeFirst(app, w.licence, w.admin.token, { content_id: product.id })).json();
    const otherLicence = await createLicence(app);
    const otherAdmin = await createSignedInUser(app, otherLicence, { role: 'ADMIN' });
    const report = await call(app, {
      method: 'GET',
      url: `/api/v1/biddings/bidding-report/${item.id}`,
      licence: otherLicence.id,
      token: otherAdmin.token,
    });
    expect(report.statusCode).toBe(404);
    const off = await call(app, {
      method: 'POST',
      url: `/api/v1/biddings/disable-bidding-item/${item.id}`,
      licence: otherLicence.id,
      token: otherAdmin.token,
    });
    expect(off.statusCode).toBe(404);
    const list = await call(app, {
      method: 'GET',
      url: '/api/v1/bidding-items',
      licence: otherLicence.id,
      token: otherAdmin.token,
    });
    expect(list.json()).toEqual([]);
    const mine = await getJson(app, w.licence, `/api/v1/biddings/bidding-report/${item.id}`, w.admin.token);
    expect(mine.body.item).toMatchObject({ id: item.id, active: true });
    expect(
      (await getJson(app, w.licence, '/api/v1/biddings/bidding-report/999999', w.admin.token)).response.statusCode,
    ).toBe(404);
  });
});
