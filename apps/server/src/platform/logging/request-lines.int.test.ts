/**
 * The readable log as the server writes it (LOG_FORMAT=pretty, its lines captured): one line per request, the URL's
 * secrets masked, and the files a page pulls in on its own logged at debug, so the default info level hides them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLicence } from '../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../test/harness';

const REQUEST_LINE = /^\d\d:\d\d:\d\d (DEBUG )?(GET|POST) (\S+) (\d{3}) \d+(\.\d)?ms( lic=\d+)?\n$/;

type TCaptured = { app: TTestApp; lines: string[] };

async function appLoggingAt(level: string): Promise<TCaptured> {
  const lines: string[] = [];
  const app = await createTestApp(
    { LOG_LEVEL: level, LOG_FORMAT: 'pretty' },
    { logStream: { write: (line) => void lines.push(line) } },
  );
  return { app, lines };
}

let sentinels = 0;

/**
 * The lines a request wrote. A request's line is written as its answer finishes, which may be just after `inject`
 * resolves: a second request follows, and the lines before its own are the first one's (none, when it was hidden).
 */
async function linesOf(captured: TCaptured, request: Parameters<typeof call>[1]): Promise<string[]> {
  const start = captured.lines.length;
  await call(captured.app, request);
  const sentinel = `/api/v1/log-sentinel-${++sentinels}`;
  await call(captured.app, { method: 'GET', url: sentinel });
  const isSentinel = (line: string) => line.includes(` ${sentinel} `);
  await vi.waitFor(() => expect(captured.lines.slice(start).some(isSentinel)).toBe(true));
  const written = captured.lines.slice(start);
  return written.slice(0, written.findIndex(isSentinel));
}

let atInfo: TCaptured;
let atDebug: TCaptured;

beforeAll(async () => {
  [atInfo, atDebug] = await Promise.all([appLoggingAt('info'), appLoggingAt('debug')]);
});
afterAll(async () => {
  await Promise.all([atInfo?.app.close(), atDebug?.app.close()]);
});

describe('the readable request log', () => {
  it('writes one short line for an API call, with its status', async () => {
    const lines = await linesOf(atInfo, { method: 'GET', url: '/api/v1/no-such-call' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(REQUEST_LINE);
    expect(lines[0]).toContain(' GET /api/v1/no-such-call 404 ');
    expect(lines[0]).not.toContain('DEBUG');
  });

  it("names the request's licence", async () => {
    const licence = await createLicence(atInfo.app);
    const [line] = await linesOf(atInfo, { method: 'GET', url: '/api/v1/no-such-call', licence: licence.id });
    expect(line).toMatch(REQUEST_LINE);
    expect(line).toMatch(new RegExp(` 404 \\d+(\\.\\d)?ms lic=${licence.id}\n$`));
  });

  it('masks a secret in the URL, as the JSON log does', async () => {
    const [line] = await linesOf(atInfo, {
      method: 'GET',
      url: '/reset-password?email=ana%40example.com&token=Zm9vYmFyLXNlY3JldA',
      headers: { accept: 'text/html' },
    });
    expect(line).toContain(' GET /reset-password?email=ana%40example.com&token=*** 200 ');
    expect(line).not.toContain('Zm9vYmFyLXNlY3JldA');
  });

  it('hides a built asset at the default info level', async () => {
    const lines = await linesOf(atInfo, { method: 'GET', url: '/assets/app.js' });
    expect(lines).toEqual([]);
  });

  it('writes the asset at debug, and still writes a missing one at info', async () => {
    const written = await linesOf(atDebug, { method: 'GET', url: '/assets/app.js' });
    const [line, ...more] = written.filter((each) => each.includes('/assets/app.js'));
    expect(more).toEqual([]);
    expect(line).toMatch(REQUEST_LINE);
    expect(line).toContain(' DEBUG GET /assets/app.js 200 ');

    // A missing asset gets the app's page; a site without a service worker answers 404.
    const missing = await linesOf(atInfo, { method: 'GET', url: '/assets/gone.js' });
    expect(missing).toHaveLength(1);
    expect(missing[0]).toContain(' GET /assets/gone.js 200 ');
    expect(missing[0]).not.toContain('DEBUG');
    const noWorker = await linesOf(atInfo, { method: 'GET', url: '/sw.js' });
    expect(noWorker).toHaveLength(1);
    expect(noWorker[0]).toContain(' GET /sw.js 404 ');
  });
});
