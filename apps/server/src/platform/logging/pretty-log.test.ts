/** The readable log's lines: a finished request on one short line, other entries as their message, errors with stack. */
import { describe, expect, it } from 'vitest';
import { formatLogEntry, prettyLogStream } from './pretty-log';
import { isQuietRequest } from './request-lines';

/** 12:01:02 on this machine's clock, whatever its time zone. */
const NOON = new Date(2026, 11, 2, 12, 1, 2).getTime();

describe('formatLogEntry', () => {
  it('writes a finished request as time, method, URL, status, duration and licence', () => {
    const entry = {
      level: 30,
      time: NOON,
      pid: 4242,
      hostname: 'box',
      reqId: 'req-1',
      req: { method: 'GET', url: '/api/v1/contents?page=2' },
      res: { statusCode: 200 },
      responseTime: 12.3456,
      licenceId: 3,
      msg: 'request completed',
    };
    expect(formatLogEntry(entry)).toBe('12:01:02 GET /api/v1/contents?page=2 200 12ms lic=3\n');
  });

  it('leaves the licence out on the platform host, keeps a tenth of a millisecond for quick answers', () => {
    const entry = {
      level: 30,
      time: NOON,
      req: { method: 'POST', url: '/api/v1/accounts/login' },
      res: { statusCode: 401 },
      responseTime: 0.42,
      msg: 'request completed',
    };
    expect(formatLogEntry(entry)).toBe('12:01:02 POST /api/v1/accounts/login 401 0.4ms\n');
  });

  it('names every level but info', () => {
    const entry = { time: NOON, req: { method: 'GET', url: '/assets/app.js' }, res: { statusCode: 200 } };
    expect(formatLogEntry({ ...entry, level: 20, responseTime: 1 })).toBe(
      '12:01:02 DEBUG GET /assets/app.js 200 1.0ms\n',
    );
    expect(formatLogEntry({ level: 40, time: NOON, msg: 'slow' })).toBe('12:01:02 WARN slow\n');
    expect(formatLogEntry({ level: 30, time: NOON, msg: 'Server listening at http://127.0.0.1:3000' })).toBe(
      '12:01:02 Server listening at http://127.0.0.1:3000\n',
    );
  });

  it("writes another entry's own fields after its message, and not pino's process fields", () => {
    const line = formatLogEntry({
      level: 30,
      time: NOON,
      pid: 1,
      hostname: 'box',
      msg: 'job done',
      queue: 'contact-mail',
      attempt: 2,
      note: 'two words',
    });
    expect(line).toBe('12:01:02 job done queue=contact-mail attempt=2 note="two words"\n');
  });

  it("puts an error's message on its line and, from warnings up, its stack beneath, indented", () => {
    const err = {
      type: 'Error',
      message: 'boom',
      stack: 'Error: boom\n    at handler (app.ts:1:1)\n    at run (x.ts:2:2)',
    };
    expect(formatLogEntry({ level: 50, time: NOON, reqId: 'r', err, msg: 'unhandled error' })).toBe(
      '12:01:02 ERROR unhandled error: boom\n    Error: boom\n    at handler (app.ts:1:1)\n    at run (x.ts:2:2)\n',
    );
    expect(formatLogEntry({ level: 30, time: NOON, err, msg: 'client error' })).toBe('12:01:02 client error: boom\n');
  });
});

describe('prettyLogStream', () => {
  it("writes each of pino's JSON lines formatted, and passes a line that is not JSON unchanged", () => {
    const written: string[] = [];
    const stream = prettyLogStream({ write: (line) => written.push(line) });
    stream.write(`${JSON.stringify({ level: 30, time: NOON, msg: 'ready' })}\n`);
    stream.write('not json\n');
    expect(written).toEqual(['12:01:02 ready\n', 'not json\n']);
  });
});

describe('isQuietRequest', () => {
  it('is true for what a page pulls in on its own, answered', () => {
    for (const url of [
      '/assets/index-abc123.js',
      '/assets/app.css?v=2',
      '/media/3/pictures/a.webp',
      '/sw.js',
      '/manifest.webmanifest',
      '/app-icons/192.png',
      '/apple-touch-icon.png',
      '/favicon.ico',
      '/favicon.svg',
    ]) {
      expect(isQuietRequest(url, 200), url).toBe(true);
      expect(isQuietRequest(url, 304), url).toBe(true);
    }
  });

  it('is false for API calls and pages, and for a file that failed or was answered with the page', () => {
    for (const url of ['/api/v1/contents', '/api/v1/media/upload-image', '/', '/products/12', '/sw.js.map/x']) {
      expect(isQuietRequest(url, 200), url).toBe(false);
    }
    expect(isQuietRequest('/assets/gone.js', 404)).toBe(false);
    expect(isQuietRequest('/media/1/a.webp', 500)).toBe(false);
    // A file that is not there is answered with the app's page.
    expect(isQuietRequest('/assets/gone.js', 200, 'text/html; charset=utf-8')).toBe(false);
    expect(isQuietRequest('/assets/app.js', 200, 'text/javascript; charset=utf-8')).toBe(true);
  });
});
