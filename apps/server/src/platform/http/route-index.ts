/**
 * The route index (decision 0056): every route of a ready app with its permission, its call name and the file and line
 * that registered it, read from the route catalogue, so a URL built from a table or a template string is found too.
 */
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE } from '@izlog/contract/constants';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../../config';
import type { TRouteEntry } from '../permissions/route-permissions';

export type TRouteIndexRow = {
  method: string;
  path: string;
  /** The SPEC §7 call name (`admin-update-article`); a resource's own list or item is named by it; null off the API. */
  call: string | null;
  permission: string;
  /** Which host answers it: a licence's site (`tenant`), the platform's (`platform`) or every host (`any`). */
  host: string;
  summary: string | null;
  /** Relative to the repository (a plugin's own routes: its file in node_modules). */
  file: string;
  line: number;
};

/** `/api/v1/contents/admin-update-article/:id` → `admin-update-article`; `/api/v1/contents/:id` → `contents`. */
export function callNameOf(path: string): string | null {
  if (!path.startsWith(`${API_BASE}/`)) return null;
  const [resource, name] = path.slice(API_BASE.length + 1).split('/');
  return name && !name.startsWith(':') ? name : (resource ?? null);
}

const FRAME = /^\s*at (?:.*? \()?(.+?):(\d+):\d+\)?$/;

/** Frames of Fastify itself and of the hook that took the stack: the registering call is the first frame after them. */
function isMachinery(file: string): boolean {
  const path = file.split(sep).join('/');
  return (
    path.startsWith('node:') ||
    path.includes('/node_modules/fastify/') ||
    path.includes('/node_modules/avvio/') ||
    path.endsWith('/platform/permissions/route-permissions.ts')
  );
}

/** Where a route was registered: the first frame of its registration stack outside Fastify. */
export function registrationSite(registeredBy: Error): { file: string; line: number } {
  for (const frame of (registeredBy.stack ?? '').split('\n').slice(1)) {
    const match = FRAME.exec(frame);
    if (!match) continue;
    const file = match[1]!.startsWith('file://') ? fileURLToPath(match[1]!) : match[1]!;
    if (isMachinery(file)) continue;
    return { file: relative(REPO_ROOT, file).split(sep).join('/'), line: Number(match[2]) };
  }
  throw new Error(`No registration site in the stack:\n${registeredBy.stack}`);
}

/** A HEAD route Fastify adds beside each GET (exposeHeadRoutes) is the GET's; one registered alone stays. */
function isHeadOfGet(route: TRouteEntry, gets: Set<string>): boolean {
  return route.method === 'HEAD' && (gets.has(route.url) || gets.has(route.url.replace(/\/$/, '')));
}

/** `/contents/:id` → `/contents/{id}`, as the OpenAPI document names the path. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The rows of a ready app, by path then method, so the order does not follow registration order. */
export function buildRouteIndex(app: FastifyInstance): TRouteIndexRow[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, { summary?: string }>> };
  const gets = new Set(app.routeCatalogue.filter((route) => route.method === 'GET').map((route) => route.url));
  return app.routeCatalogue
    .filter((route) => !isHeadOfGet(route, gets))
    .map((route) => ({
      method: route.method,
      path: route.url,
      call: callNameOf(route.url),
      permission: route.permission,
      host: route.host,
      summary: document.paths?.[openApiPath(route.url)]?.[route.method.toLowerCase()]?.summary ?? null,
      ...registrationSite(route.registeredBy),
    }))
    .sort((a, b) => compare(a.path, b.path) || compare(a.method, b.method));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
