/**
 * The planner's calendar through the API (issue 15 part 5), read back by ical.js as a calendar app would: the owner
 * downloads a file whose dated items are events in Belgrade's time with stable UIDs, places, prices and product links;
 * a private link serves the same calendar to anyone holding it until it is replaced or revoked, and only its hash is
 * kept; nobody else reaches a planner's calendar.
 */

import type { LightMyRequestResponse } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../../../../test/harness';
import {
  createPlannerOf,
  createTask,
  getPlanner,
  plannerRow,
  plannerWorld,
  postPlanner,
  setTodaysEuroRate,
  type TPlannerWorld,
} from '../../../../../test/support/planners';

let app: TTestApp;
let world: TPlannerWorld;
let other: TPlannerWorld;

beforeAll(async () => {
  app = await createTestApp();
  [world, other] = await Promise.all([plannerWorld(app), plannerWorld(app)]);
  await setTodaysEuroRate(app);
});
afterAll(() => app?.close());

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)),
  };
}

const download = (plannerId: number, token = world.owner.token, licence = world.licence) =>
  call(app, { method: 'GET', url: `/api/v1/planners/calendar/${plannerId}`, licence: licence.id, token });

/** A planner with two timed tasks (one priced in euros, one with Serbian and Cyrillic words), a linked product with a
 * date and no time, and an undated product. */
async function plannerWithItems() {
  const planner = await createPlannerOf(app, world, { title: 'Venčanje Ane — Ђурђевдан' });
  const cake = await createTask(app, world, planner.id, {
    title: 'Proba torte',
    scheduled_date: '2026-07-04',
    scheduled_time: '18:30',
    remark: 'Ponesite uzorke; dve vrste, čokolada i višnja',
    price: '250',
    currency_id: 2,
  });
  const music = await createTask(app, world, planner.id, {
    title: 'Ђурђевдански уранак са музиком и свим гостима из Шапца, Ужица и Чачка',
    address: 'Трг републике 1',
    city: 'Београд',
    scheduled_date: '2026-12-14',
    scheduled_time: '09:00',
  });
  const product = await world.product({ title: 'Buket ruža', price: 350_000 });
  const linked = await postPlanner(app, world, `planner-items/link-product-to-planner/${planner.id}/${product.id}`);
  expect(linked.statusCode).toBe(200);
  const linkedId = linked.json().item.id as number;
  expect(
    (
      await postPlanner(app, world, `planner-items/save-scheduled-date/${linkedId}`, {
        payload: { scheduled_date: '2026-07-05' },
      })
    ).statusCode,
  ).toBe(200);
  const undated = await world.product({ title: 'Bez datuma' });
  await postPlanner(app, world, `planner-items/link-product-to-planner/${planner.id}/${undated.id}`);
  return { planner, cake: cake.item, music: music.item, product, linkedId };
}

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe("the owner's calendar file", () => {
  it('has an event for each dated item at its Belgrade time, with place, remark, price and link', async () => {
    const { planner, cake, music, product, linkedId } = await plannerWithItems();

    const response = await download(planner.id);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="vencanje-ane-djurdjevdan\.ics"/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { calendar, events } = eventsOf(response.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Venčanje Ane — Ђурђевдан');
    const host = `${world.licence.titleOfAppUnique}.${app.deps.config.PLATFORM_DOMAIN}`;
    expect(events.map((event) => event.uid)).toEqual([
      `planner-item-${world.licence.id}-${cake.id}@${host}`,
      `planner-item-${world.licence.id}-${linkedId}@${host}`,
      `planner-item-${world.licence.id}-${music.id}@${host}`,
    ]);
    const [cakeEvent, productEvent, musicEvent] = events;
    expect(cakeEvent!.summary).toBe('Proba torte');
    expect(cakeEvent!.startDate.toJSDate().toISOString()).toBe('2026-07-04T16:30:00.000Z');
    expect(cakeEvent!.endDate.toJSDate().toISOString()).toBe('2026-07-04T17:30:00.000Z');
    expect(cakeEvent!.location).toBe('Knez Mihailova 5, Beograd, Srbija');
    expect(cakeEvent!.description).toBe('Ponesite uzorke; dve vrste, čokolada i višnja\nPrice: €250');
    expect(musicEvent!.startDate.toJSDate().toISOString()).toBe('2026-12-14T08:00:00.000Z');
    expect(musicEvent!.location).toBe('Трг републике 1, Београд, Srbija');
    // A date without a time: an all-day event; a product links to its page.
    expect(productEvent!.startDate.isDate).toBe(true);
    expect(productEvent!.startDate.toString()).toBe('2026-07-05');
    expect(productEvent!.endDate.toString()).toBe('2026-07-06');
    const productUrl = productEvent!.component.getFirstPropertyValue('url') as string;
    expect(productUrl).toMatch(new RegExp(`/products/${product.slug}$`));
    expect(productEvent!.description).toContain(productUrl);
    for (const event of events) {
      expect(event.component.getFirstSubcomponent('valarm')!.getFirstPropertyValue('action')).toBe('DISPLAY');
      expect(event.component.getFirstPropertyValue('dtstamp')?.toString()).toMatch(/Z$/);
    }
  });

  it('folds its lines at 75 octets without cutting a letter, CRLF-ended, and is the same file on the next download', async () => {
    const { planner } = await plannerWithItems();
    const first = await download(planner.id);
    const second = await download(planner.id);

    expect(second.body).toBe(first.body);
    const bytes = first.rawPayload;
    // Valid UTF-8 as a whole, and each line on its own.
    expect(Buffer.from(bytes.toString('utf8'), 'utf8').equals(bytes)).toBe(true);
    const lines = first.body.split('\r\n').slice(0, -1);
    expect(first.body.endsWith('\r\n')).toBe(true);
    expect(first.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
  });

  it('moves an event when its date moves: same UID, a higher SEQUENCE, the new time', async () => {
    const planner = await createPlannerOf(app, world, { title: 'Selidba' });
    const { item } = await createTask(app, world, planner.id, {
      scheduled_date: '2026-09-01',
      scheduled_time: '08:00',
    });
    const before = eventsOf((await download(planner.id)).body).events[0]!;
    const moved = await postPlanner(app, world, `planner-items/save-scheduled-date/${item.id}`, {
      payload: { scheduled_date: '2026-09-03', scheduled_time: '10:15' },
    });
    expect(moved.statusCode).toBe(200);
    const after = eventsOf((await download(planner.id)).body).events[0]!;
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.startDate.toJSDate().toISOString()).toBe('2026-09-03T08:15:00.000Z');
  });

  it("is the owner's only: another user, another licence, staff and visitors get 404, 403 or 401", async () => {
    const planner = await createPlannerOf(app, world, { title: 'Moje' });
    expect((await download(planner.id, world.stranger.token)).statusCode).toBe(404);
    expect((await download(planner.id, other.owner.token, other.licence)).statusCode).toBe(404);
    expect((await download(2_000_000_000)).statusCode).toBe(404);
    expect((await download(planner.id, world.admin.token)).statusCode).toBe(403);
    expect((await download(planner.id, '')).statusCode).toBe(401);
  });
});

/** The path of a link's address, asked as a calendar app would: no token, no licence header but the site's. */
const readLink = (url: string, licence = world.licence) =>
  call(app, { method: 'GET', url: new URL(url).pathname, licence: licence.id });

describe('the private calendar link', () => {
  it('serves the calendar to anyone holding it; only its hash is kept; a new link replaces the old', async () => {
    const { planner } = await plannerWithItems();

    const made = await postPlanner(app, world, `planners/create-calendar-link/${planner.id}`);

    expect(made.statusCode).toBe(200);
    const { url } = made.json() as { url: string };
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/v1\/planner-calendars\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(made.json().planner).toMatchObject({ id: planner.id, calendar_link_active: true });
    const token = url.slice(url.lastIndexOf('/') + 1, -'.ics'.length);
    const stored = (await plannerRow(app, world, planner.id))!.calendarTokenHash;
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(token);

    const read = await readLink(url);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(read.body).toBe((await download(planner.id)).body);
    expect(eventsOf(read.body).events).toHaveLength(3);

    const replaced = await postPlanner(app, world, `planners/create-calendar-link/${planner.id}`);
    expect(replaced.json().url).not.toBe(url);
    expect((await readLink(url)).statusCode).toBe(404);
    expect((await readLink(replaced.json().url)).statusCode).toBe(200);
    // Another licence does not answer this licence's link.
    expect((await readLink(replaced.json().url, other.licence)).statusCode).toBe(404);
  });

  it('answers 404 once revoked, and the planner says no link is live', async () => {
    const planner = await createPlannerOf(app, world, { title: 'Rođendan' });
    const { url } = (await postPlanner(app, world, `planners/create-calendar-link/${planner.id}`)).json();
    expect((await readLink(url)).statusCode).toBe(200);

    const revoked = await postPlanner(app, world, `planners/revoke-calendar-link/${planner.id}`);

    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: planner.id, calendar_link_active: false });
    expect((await readLink(url)).statusCode).toBe(404);
    expect((await plannerRow(app, world, planner.id))!.calendarTokenHash).toBeNull();
    const listed = await getPlanner(app, world, `planners/planner-categories/${planner.id}`);
    expect(listed.json().planner.calendar_link_active).toBe(false);
  });

  it("cannot be made or revoked for another's planner", async () => {
    const planner = await createPlannerOf(app, world, { title: 'Tuđi' });
    for (const path of ['create-calendar-link', 'revoke-calendar-link']) {
      const asStranger = await postPlanner(app, world, `planners/${path}/${planner.id}`, {
        token: world.stranger.token,
      });
      expect(asStranger.statusCode).toBe(404);
      const asVisitor = await postPlanner(app, world, `planners/${path}/${planner.id}`, { token: null });
      expect(asVisitor.statusCode).toBe(401);
    }
    expect((await plannerRow(app, world, planner.id))!.calendarTokenHash).toBeNull();
  });

  it('refuses a malformed address with 422, and slows down guessing with 429', async () => {
    const malformed = await call(app, {
      method: 'GET',
      url: '/api/v1/planner-calendars/short.ics',
      licence: other.licence.id,
    });
    expect(malformed.statusCode).toBe(422);
    let last: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt < 61; attempt++) {
      last = await call(app, {
        method: 'GET',
        url: `/api/v1/planner-calendars/${'x'.repeat(43)}.ics`,
        licence: other.licence.id,
      });
      if (last.statusCode === 429) break;
      expect(last.statusCode).toBe(404);
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.headers['retry-after']).toBeDefined();
  });
});
