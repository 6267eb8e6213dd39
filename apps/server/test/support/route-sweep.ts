/**
 * Never a 500: every route of the app, anonymous and signed in, sent garbage of every kind (ids, paths, queries and
 * bodies in JSON, forms and multipart). Split into parts that the route-sweep-*.int.test.ts files share out.
 */
import { LICENCE_HEADER } from '@izlog/contract/constants';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../src/platform/auth/sessions';
import { TenantDb } from '../../src/platform/tenancy/tenant-db';
import { createLicence, createUser } from '../factories';
import type { TTestApp } from '../harness';
import { multipart } from '../multipart';

type TRoute = { method: string; url: string };

/** Every route the app has, from the route catalogue (so a new route is covered without editing this). */
const allRoutes = (app: TTestApp): TRoute[] => app.routeCatalogue.map(({ method, url }) => ({ method, url }));

/** 511 is the contract's answer to an unknown or expired token (DESIGN §3), not a failure; any other 5xx is. */
export const isServerFailure = (status: number) => status >= 500 && status !== 511;

const HUGE = 'x'.repeat(50_000);
const GARBAGE_IDS = ['abc', '99999999999', '-1', '0', '1.5', '1e3', '%00', "1'%20OR%20'1'%3D'1", HUGE.slice(0, 3000)];
const GARBAGE_PATHS = [
  '../../etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'missing.js',
  HUGE.slice(0, 3000),
  '%00',
  '',
];
const GARBAGE_QUERIES = [
  '',
  'page=abc&page_count=-1',
  'page=99999999999999999999&page_count=1e400',
  'page=9007199254740991&page_count=100',
  'filter[role]=%00&filter[username]=%00&filter[email]=%27%20OR%201%3D1',
  'filter[username]=%00',
  `filter[username]=${HUGE}`,
  'page[]=1&page[]=2&page_count[a]=1',
  'to=%00',
];

function jsonBodies(fields: string[]): unknown[] {
  const every = (value: unknown) => Object.fromEntries(fields.map((f) => [f, value]));
  return [
    {},
    [],
    [{ email: 'a@b.rs' }],
    every(12345),
    every(-1.5),
    every(true),
    every(null),
    every({ nested: { deeper: { deepest: [1, 'two', { three: 3 }] } } }),
    every(['a', 'b']),
    every([]),
    every(HUGE),
    every(''),
    every('   '),
    every('nul\u0000byte'),
    every('\ud800 lone surrogate'),
    every("' OR '1'='1"),
    every('<script>alert(1)</script>'),
    every('1'),
    { ...every('ab'), email: 'a@b.rs', locations: [{ country: 'ab', city: 'ab', address: 'nul\u0000' }] },
    { ...every('ab'), email: 'a@b.rs', username: 'nul\u0000user', terms: true },
  ];
}

const RAW_JSON = [
  '',
  '{',
  'null',
  '123',
  '"text"',
  'true',
  '[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]',
  `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  `{"a":[${'0,'.repeat(400_000)}0]}`,
];

function formBodies(fields: string[]): string[] {
  const pairs = (build: (f: string) => string) => fields.map(build).join('&');
  return [
    '',
    '&&&==&',
    pairs((f) => `${f}=`),
    pairs((f) => `${f}[]=a&${f}[]=b`),
    pairs((f) => `${f}[0][x]=a&${f}[5][y]=b`),
    pairs((f) => `${f}[]=a&${f}[length]=99`),
    pairs((f) => `${f}[0]=a&${f}[filter][x]=1`),
    pairs((f) => `${f}[0]=a&${f}[99999999]=b`),
    pairs((f) => `${f}=%00`),
    'locations[0][country]=ab&locations[length]=5&locations[map][x]=1',
    'toString=x&hasOwnProperty=y&valueOf[a]=1&__proto__[role]=ADMIN&constructor[prototype][x]=1',
    `${'a['.repeat(500)}${']'.repeat(500)}=1`,
  ];
}

async function multipartBodies(fields: string[]) {
  const file = { data: Buffer.from('not a picture'), filename: 'x.png', type: 'image/png' };
  return [
    await multipart([]),
    await multipart(fields.map((f) => [f, file] as [string, typeof file])),
    await multipart(fields.flatMap((f) => [[f, 'a'] as [string, string], [f, 'b'] as [string, string]])),
    await multipart(fields.map((f) => [`${f}[filter][x]`, '1'] as [string, string])),
    await multipart(fields.map((f) => [f, 'nul\u0000'] as [string, string])),
    { payload: Buffer.from('--nope\r\nbroken'), headers: { 'content-type': 'multipart/form-data; boundary=other' } },
    { payload: Buffer.from('x'), headers: { 'content-type': 'multipart/form-data' } },
  ];
}

/**
 * The routes are shared among several tests, so each stays well inside its time limit as the API grows, and among
 * test files (each takes some parts), so the sweep runs on every worker at once instead of on one.
 */
export const ROUTE_SWEEP_PARTS = 6;

export function describeRouteSweep(getApp: () => TTestApp, parts: readonly number[]): void {
  describe('never a 500 for bad input', () => {
    for (const part of parts) {
      it(`answers every route (part ${part + 1} of ${ROUTE_SWEEP_PARTS}), anonymous and signed in, with a status under 500 for any garbage`, async () => {
        const app = getApp();
        const routes = allRoutes(app).filter((r) => r.method !== 'HEAD');
        const keys = routes.map((r) => `${r.method} ${r.url}`);
        // The enumeration really sees the app: the API, the web app and the plugin routes.
        expect(keys).toEqual(
          expect.arrayContaining([
            'GET /health',
            'GET /api/v1/users',
            'POST /api/v1/users/change-password/:id',
            'POST /api/v1/users/register-licence-client',
            'GET /media/*',
            'GET /assets/*',
            'GET /api/docs/json',
            'OPTIONS *',
          ]),
        );
        const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
          paths: Record<
            string,
            Record<string, { requestBody?: { content: Record<string, { schema: { properties?: object } }> } }>
          >;
        };
        for (const [path, operations] of Object.entries(doc.paths)) {
          for (const method of Object.keys(operations)) {
            expect(keys).toContain(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
          }
        }
        const fieldsOf = (route: TRoute): string[] => {
          const operation = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
          const content = operation?.requestBody?.content ?? {};
          const names = new Set<string>();
          for (const media of Object.values(content))
            for (const name of Object.keys(media.schema.properties ?? {})) names.add(name);
          return names.size > 0 ? [...names] : ['email', 'password', 'id'];
        };

        const licence = await createLicence(app);
        const admin = await createUser(app, licence, { role: 'ADMIN' });
        const tenant = new TenantDb(app.deps.platformDb, licence.id);
        const freshToken = () => createSession(tenant, admin.id, app.deps.sessionPolicy, {});

        let n = 0;
        const failures: string[] = [];
        const send = async (label: string, options: InjectOptions, signedIn: boolean) => {
          n += 1;
          const headers: Record<string, string> = {
            [LICENCE_HEADER]: String(licence.id),
            ...(signedIn ? { authorization: `Bearer ${await freshToken()}` } : {}),
            ...(options.headers as Record<string, string>),
          };
          // A distinct address per request keeps the per-route rate limits out of the way.
          const remoteAddress = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
          const response = await app.inject({ ...options, headers, remoteAddress });
          if (isServerFailure(response.statusCode)) {
            failures.push(
              `${response.statusCode} ${signedIn ? 'signed-in' : 'anonymous'} ${label}: ${response.body.slice(0, 200)}`,
            );
          }
        };

        for (const [index, route] of routes.entries()) {
          if (index % ROUTE_SWEEP_PARTS !== part) continue;
          const urls = route.url.includes(':id')
            ? GARBAGE_IDS.map((id) => route.url.replace(':id', id))
            : route.url.includes('*')
              ? GARBAGE_PATHS.map((p) => (route.url === '*' ? `/api/v1/${p}` : route.url.replace('*', p)))
              : [route.url];
          const fields = fieldsOf(route);
          for (const signedIn of [false, true]) {
            for (const url of urls) {
              if (route.method === 'GET' || route.method === 'OPTIONS') {
                for (const query of GARBAGE_QUERIES) {
                  const target = `${url}?${query}`;
                  const headers: Record<string, string> =
                    route.method === 'OPTIONS'
                      ? { origin: 'https://x.example', 'access-control-request-method': 'POST' }
                      : {};
                  await send(
                    `${route.method} ${target.slice(0, 120)}`,
                    { method: route.method as 'GET', url: target, headers },
                    signedIn,
                  );
                }
                continue;
              }
              const label = `${route.method} ${url.slice(0, 80)}`;
              const method = route.method as 'POST';
              for (const body of jsonBodies(fields)) {
                await send(
                  `${label} json ${JSON.stringify(body).slice(0, 80)}`,
                  { method, url, payload: body as object },
                  signedIn,
                );
              }
              for (const raw of RAW_JSON) {
                await send(
                  `${label} raw json ${raw.slice(0, 40)}`,
                  { method, url, payload: raw, headers: { 'content-type': 'application/json' } },
                  signedIn,
                );
              }
              for (const form of formBodies(fields)) {
                const headers = { 'content-type': 'application/x-www-form-urlencoded' };
                await send(`${label} form ${form.slice(0, 80)}`, { method, url, payload: form, headers }, signedIn);
              }
              for (const [i, body] of (await multipartBodies(fields)).entries()) {
                await send(`${label} multipart #${i}`, { method, url, ...body }, signedIn);
              }
              await send(`${label} no body`, { method, url }, signedIn);
              await send(
                `${label} octet-stream`,
                {
                  method,
                  url,
                  payload: Buffer.from([0, 1, 2]),
                  headers: { 'content-type': 'application/octet-stream' },
                },
                signedIn,
              );
            }
          }
        }
        expect(n).toBeGreaterThan(500 / ROUTE_SWEEP_PARTS);
        expect(failures).toEqual([]);
        // A part takes 40–70 s alone; on a machine running the other suites beside it, twice that and more.
      }, 300_000);
    }
  });
}
