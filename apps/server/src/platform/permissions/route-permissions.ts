/**
 * Every route declares its permission (DESIGN §4). Routes that plugins add (CORS preflight, the API docs) are
 * declared here, in one place; any other route without a known permission stops the server from starting.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isPermission, type TPermission } from './policy';

export const DOCS_PREFIX = '/api/docs';

function pluginRoutePermission(route: RouteOptions): { permission: TPermission; extra?: object } | undefined {
  if (route.method === 'OPTIONS' && route.url === '*') return { permission: 'platform.preflight' };
  // Swagger UI sets its own CSP on its pages, so helmet's is skipped there (read by @fastify/helmet).
  if (route.url.startsWith(DOCS_PREFIX)) return { permission: 'platform.docs', extra: { helmet: { skipRoute: true } } };
  return undefined;
}

export type TRouteEntry = {
  method: string;
  url: string;
  permission: TPermission;
  host: string;
  /** The stack where the route was registered, formatted only when read (the route index, decision 0056). */
  registeredBy: Error;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared permission: what the permission tests enumerate. */
    routeCatalogue: TRouteEntry[];
  }
}

export const routePermissions = fp(async (app: FastifyInstance) => {
  const catalogue: TRouteEntry[] = [];
  app.decorate('routeCatalogue', catalogue);
  app.addHook('onRoute', (route) => {
    const declared = pluginRoutePermission(route);
    if (declared) {
      route.config = { ...route.config, permission: declared.permission, host: 'any', ...declared.extra };
    } else if (!isPermission(route.config?.permission)) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no permission (config.permission).`);
    }
    const permission = route.config?.permission as TPermission;
    const registeredBy = new Error(`${route.url} registered`);
    for (const method of [route.method].flat()) {
      const host = route.config?.host ?? 'tenant';
      catalogue.push({ method: String(method), url: route.url, permission, host, registeredBy });
    }
  });
});
