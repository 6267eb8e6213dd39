/**
 * Tests' stand-in for kurs.resenje.org: a loopback HTTP server answering the rate path with what the test sets
 * (the fixture with a day of the test's choosing, an error, something odd, or nothing at all).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const KURS_RESENJE_FIXTURE = JSON.parse(
  readFileSync(
    new URL('../../src/platform/exchange-rates/fixtures/kurs-resenje-eur-today.json', import.meta.url),
    'utf8',
  ),
) as Record<string, unknown>;

export type TRateAnswer = { status: number; body: string } | 'hang';

export type TRateTestServer = {
  url: string;
  /** Paths asked, in order. */
  asked: string[];
  answer(next: TRateAnswer): void;
  /** The fixture's list, moved to `day`, as a 200. */
  answerList(day: string, middle?: number): void;
  close(): Promise<void>;
};

export async function startRateTestServer(): Promise<TRateTestServer> {
  let current: TRateAnswer = { status: 503, body: 'not set' };
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    asked.push(request.url ?? '');
    if (current === 'hang') return; // never answers: the client's timeout decides
    response.writeHead(current.status, { 'content-type': 'application/json' });
    response.end(current.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    answer(next) {
      current = next;
    },
    answerList(day, middle = KURS_RESENJE_FIXTURE.exchange_middle as number) {
      current = {
        status: 200,
        body: JSON.stringify({ ...KURS_RESENJE_FIXTURE, date: day, date_from: day, exchange_middle: middle }),
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
