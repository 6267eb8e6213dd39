/** What a catalog operation needs from the request, gathered once so operations stay free of HTTP. */
import type { FastifyRequest } from 'fastify';
import type { TAppDeps } from '../../platform/deps';
import { can, type TActor } from '../../platform/permissions/policy';
import type { TenantDb } from '../../platform/tenancy/tenant-db';
import type { TCatalogViewer } from './catalogs.queries';

export type TCatalogContext = { tenant: TenantDb; actor: TActor; viewer: TCatalogViewer; deps: TAppDeps };

export function catalogViewer(actor: TActor): TCatalogViewer {
  return { seesAll: can(actor, 'catalogs.readAll'), userId: actor.kind === 'user' ? actor.userId : null };
}

export function catalogContext(request: FastifyRequest): TCatalogContext {
  return {
    tenant: request.tenant,
    actor: request.actor,
    viewer: catalogViewer(request.actor),
    deps: request.server.deps,
  };
}
