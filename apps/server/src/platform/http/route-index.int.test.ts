/**
 * The committed docs/ROUTES.md is the route index of today's app (decision 0056): a route added, moved or given another
 * permission fails here until the file is written again; and every row's file and line really registers its route.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness';
import { REPO_ROOT } from '../../config';
import { buildRouteIndex, type TRouteIndexRow } from './route-index';
import { ROUTES_DOC_COMMAND, ROUTES_DOC_PATH, routeIndexText } from './route-index-text';

let app: TTestApp;
let rows: TRouteIndexRow[];
beforeAll(async () => {
  app = await createTestApp();
  rows = buildRouteIndex(app);
});
afterAll(() => app.close());

const REGISTRATION = /\.(get|head|post|put|patch|delete|options|all|route)\s*\(/i;
/** The first argument of the registering call: a quoted path, a template literal, or an expression (a table's field). */
const PATH_ARGUMENT = /^\s*(?:'([^']*)'|"([^"]*)"|`([^`]*)`|([A-Za-z_$][\w$.]*))\s*[,)]/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Why the row's line is not where its route is registered, or null when it is: the line calls the registering method
 * of the row (or `route`), and its path argument is the end of the row's path (a template's `${…}` standing for any
 * characters but a slash). A plugin's own file in node_modules only needs the registering call.
 */
function misplaced(row: TRouteIndexRow): string | null {
  const lines = readFileSync(resolve(REPO_ROOT, row.file), 'utf8').split('\n');
  const line = lines[row.line - 1] ?? '';
  const call = REGISTRATION.exec(line);
  if (!call) return `no registering call on the line: ${line.trim()}`;
  if (call[1]!.toLowerCase() !== 'route' && call[1]!.toUpperCase() !== row.method) return `calls .${call[1]}(`;
  if (row.file.startsWith('node_modules/') || call[1]!.toLowerCase() === 'route') return null;
  const rest = [line.slice(call.index + call[0].length), ...lines.slice(row.line, row.line + 2)].join('\n');
  const argument = PATH_ARGUMENT.exec(rest);
  if (!argument) return `no path argument after the call: ${rest.trim().slice(0, 80)}`;
  const [, single, double, template, expression] = argument;
  if (expression !== undefined) return null;
  const literal = single ?? double;
  if (literal !== undefined) return row.path.endsWith(literal) ? null : `registers '${literal}'`;
  const pattern = template!
    .split(/\$\{[^}]*\}/)
    .map(escapeRegExp)
    .join('[^/]+');
  return new RegExp(`${pattern}$`).test(row.path) ? null : `registers \`${template}\``;
}

describe('the route index (decision 0056)', () => {
  it('is what docs/ROUTES.md holds', () => {
    const committed = readFileSync(ROUTES_DOC_PATH, 'utf8');
    expect(committed, `docs/ROUTES.md is not the app's route index: run ${ROUTES_DOC_COMMAND}`).toBe(
      routeIndexText(rows, 'markdown'),
    );
  });

  it('lists each route once, GET without its HEAD twin, every API call by its name', () => {
    const keys = rows.map((row) => `${row.method} ${row.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('POST /api/v1/contents/admin-update-article/:id');
    expect(keys).not.toContain('HEAD /api/v1/contents');
    for (const row of rows.filter((each) => each.path.startsWith('/api/v1/'))) expect(row.call).toBeTruthy();
    const update = rows.find((row) => row.path === '/api/v1/contents/admin-update-article/:id');
    expect(update).toMatchObject({ call: 'admin-update-article', permission: 'contents.articles', host: 'tenant' });
  });

  it('points every route at the line of its registration', () => {
    const wrong = rows
      .map((row) => ({ row, why: misplaced(row) }))
      .filter(({ why }) => why !== null)
      .map(({ row, why }) => `${row.method} ${row.path} at ${row.file}:${row.line}: ${why}`);
    expect(wrong).toEqual([]);
    // A table's routes point at the one call that registers them all, not at Fastify or the permission hook.
    const generated = rows.find((row) => row.path === '/api/v1/contents/admin-update-article/:id');
    expect(generated?.file).toBe('apps/server/src/modules/site/contents/writes/content-writes.routes.ts');
  });
});
