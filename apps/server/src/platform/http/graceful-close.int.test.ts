import { mkdtempSync } from 'node:fs';
import { Agent, request as httpRequest, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createLicence } from '../../../test/factories';
import { createTestApp, type TTestApp } from '../../../test/harness';
import { openDatabase } from '../db/database';

/** A test app whose database records when it closes, listening on a real port. */
async function listeningApp(events: string[]) {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL ?? 'memory://',
    dataDir: mkdtempSync(join(tmpdir(), 'izlog-close-')),
  });
  const app = await createTestApp(
    {},
    {
      database: {
        ...database,
        close: async () => {
          events.push('database closed');
          await database.close();
        },
      },
    },
  );
  const licence = await createLicence(app);
  // What the server wrote, seen on the server: an answer to a client that left never reaches the client.
  const written: number[] = [];
  app.server.on('request', (_request, response: ServerResponse) => {
    const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
    response.writeHead = ((status: number, ...rest: unknown[]) => {
      written.push(status);
      return writeHead(status, ...rest);
    }) as ServerResponse['writeHead'];
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, licence, port, written };
}

/** Holds every request at the licence lookup (before the handler reaches the database) until released. */
function holdRequests(app: TTestApp) {
  const resolver = app.deps.licences;
  const resolve = resolver.resolve.bind(resolver);
  let release!: () => void;
  const released = new Promise<void>((done) => {
    release = done;
  });
  let markStarted!: () => void;
  const started = new Promise<void>((done) => {
    markStarted = done;
  });
  resolver.resolve = async (...args) => {
    markStarted();
    await released;
    return resolve(...args);
  };
  return { started, release };
}

const rawGet = (path: string, licenceId: number) =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Licence: ${licenceId}\r\nAccept-Language: en\r\n\r\n`;

describe('graceful close (decision 0018)', () => {
  it('closes the database only after a request whose client hung up has finished, and that request does not fail', async () => {
    const events: string[] = [];
    const { app, licence, port, written } = await listeningApp(events);
    const held = holdRequests(app);
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.write(rawGet('/api/v1/contents', licence.id));
    await held.started;
    // The client leaves while the handler works, as a load test does when it stops: no socket keeps the server open.
    socket.destroy();
    await sleep(50);

    const closed = app.close().then(() => events.push('app closed'));
    await sleep(200);
    events.push('request released');
    held.release();
    await closed;

    expect(events).toEqual(['request released', 'database closed', 'app closed']);
    expect(written).toEqual([200]);
  });

  it('answers a request that arrives on a kept-alive connection while closing, with Connection: close (not 503)', async () => {
    const events: string[] = [];
    const { app, licence, port } = await listeningApp(events);
    const held = holdRequests(app);
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => {
      received += chunk;
    });
    const ended = new Promise<void>((done) => socket.on('close', () => done()));
    socket.write(rawGet('/api/v1/contents', licence.id));
    await held.started;

    const closed = app.close();
    await sleep(50);
    // The connection is busy, so the server keeps it; the next request on it comes after the close began.
    socket.write(rawGet('/health', licence.id));
    await sleep(50);
    held.release();
    await closed;
    await ended;

    const answers = received.split(/(?=HTTP\/1\.1 \d{3} )/);
    expect(answers.map((answer) => answer.slice(0, 12))).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
    expect(answers[1]).toMatch(/^connection: close\r$/im);
    expect(answers[1]).toContain('"status":"ok"');
    expect(events).toEqual(['database closed']);
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  });

  it('closes under load without a 5xx, and every request the server took is answered', async () => {
    const events: string[] = [];
    const { app, licence, port, written } = await listeningApp(events);
    const seen = new Set<string>();
    app.server.on('request', (request) => seen.add(String(request.headers['x-test-tag'])));
    const agent = new Agent({ keepAlive: true, maxSockets: 60 });
    const paths = [
      '/api/v1/contents?page_count=5',
      '/api/v1/categories',
      '/health',
      '/api/v1/licences/get-licence-details',
    ];
    type TOutcome = { tag: string; status?: number; error?: string; isAborted: boolean };
    const outcomes: TOutcome[] = [];
    let n = 0;
    let isClosing = false;
    let isStopped = false;
    const send = (isAborted: boolean) =>
      new Promise<TOutcome>((done) => {
        const tag = String(++n);
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port,
            agent,
            path: paths[n % paths.length],
            headers: { 'x-licence': String(licence.id), 'x-test-tag': tag },
          },
          (response) => {
            response.resume();
            response.on('end', () => done({ tag, status: response.statusCode, isAborted }));
            response.on('error', (error) => done({ tag, error: error.message, isAborted }));
          },
        );
        request.on('error', (error: NodeJS.ErrnoException) =>
          done({ tag, error: error.code ?? error.message, isAborted }),
        );
        request.end();
        // Some clients give up mid-request, as autocannon does when its time is up.
        if (isAborted) setTimeout(() => request.destroy(), 5 + (n % 20));
      });
    const worker = async (isAborting: boolean) => {
      while (!isStopped) {
        const outcome = await send(isAborting);
        outcomes.push(outcome);
        // A refused or reset connection after the close began is the client's cue to go elsewhere.
        if (outcome.error && isClosing && !isAborting) return;
      }
    };
    const workers = [
      ...Array.from({ length: 50 }, () => worker(false)),
      ...Array.from({ length: 10 }, () => worker(true)),
    ];
    while (outcomes.filter((o) => o.status === 200).length < 100) await sleep(20);

    isClosing = true;
    const answeredBeforeClose = outcomes.length;
    await app.close();
    isStopped = true;
    await Promise.all(workers);
    agent.destroy();

    const answered = outcomes.filter((o) => o.status !== undefined);
    expect(answered.filter((o) => (o.status ?? 0) >= 500)).toEqual([]);
    expect(written.filter((status) => status >= 500)).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(answeredBeforeClose); // requests were in flight when the close began
    const lost = outcomes.filter((o) => o.error && !o.isAborted && seen.has(o.tag));
    expect(lost).toEqual([]);
    expect(events).toEqual(['database closed']);
  }, 60_000);
});
