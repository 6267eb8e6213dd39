/**
 * The request log as the server writes it (LOG_LEVEL info, LOG_FORMAT json, its lines captured): a planner's private calendar link is
 * read by calendar apps for as long as it lives, and a password-reset link is a login — their tokens never reach the
 * log, while the rest of each request's line stays as useful as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../../test/harness';
import { createPlannerOf, createTask, plannerWorld, postPlanner } from '../../../test/support/planners';

const lines: string[] = [];
let app: TTestApp;

beforeAll(async () => {
  app = await createTestApp(
    { LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
    { logStream: { write: (line) => void lines.push(line) } },
  );
});
afterAll(() => app?.close());

/** The log's entries written from now on, parsed. */
function logFrom(start: number): { msg: string; req?: { method: string; url: string } }[] {
  return lines.slice(start).map((line) => JSON.parse(line));
}

describe('the request log', () => {
  it("never holds a calendar link's token: the feed read is logged with the token masked", async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    await createTask(app, world, planner.id, { title: 'Proba torte' });
    const { url } = (await postPlanner(app, world, `planners/create-calendar-link/${planner.id}`)).json() as {
      url: string;
    };
    const path = new URL(url).pathname;
    const token = /\/planner-calendars\/([^/]+)\.ics$/.exec(path)![1]!;
    const start = lines.length;

    const feed = await call(app, { method: 'GET', url: path, licence: world.licence.id });

    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('Proba torte');
    const written = lines.slice(start).join('');
    expect(written).not.toContain(token);
    expect(written).not.toContain(token.slice(0, 12));
    const incoming = logFrom(start).find((entry) => entry.msg === 'incoming request');
    expect(incoming?.req).toMatchObject({ method: 'GET', url: '/api/v1/planner-calendars/***' });
    // An unknown link's 404 is logged the same way.
    const unknown = `${'b'.repeat(43)}`;
    const before = lines.length;
    expect((await call(app, { method: 'GET', url: `/api/v1/planner-calendars/${unknown}.ics` })).statusCode).toBe(404);
    expect(lines.slice(before).join('')).not.toContain(unknown);
  });

  it("never holds an account mail's token: the reset link's page is logged with token masked, the rest kept", async () => {
    const start = lines.length;
    const page = await call(app, {
      method: 'GET',
      url: '/reset-password?email=ana%40example.com&token=Zm9vYmFyLXNlY3JldC10b2tlbi12YWx1ZQ',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(lines.slice(start).join('')).not.toContain('Zm9vYmFyLXNlY3JldC10b2tlbi12YWx1ZQ');
    const incoming = logFrom(start).find((entry) => entry.msg === 'incoming request');
    expect(incoming?.req?.url).toBe('/reset-password?email=ana%40example.com&token=***');
  });
});
