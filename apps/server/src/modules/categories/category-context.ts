/** What a category operation needs from the request, gathered once so operations stay free of HTTP. */
import type { TLanguage } from '@izlog/contract/constants';
import type { FastifyRequest } from 'fastify';
import type { TAppDeps } from '../../platform/deps';
import { authorize, can } from '../../platform/permissions/policy';
import type { TenantDb } from '../../platform/tenancy/tenant-db';

export type TCategoryContext = {
  tenant: TenantDb;
  deps: TAppDeps;
  language: TLanguage;
  /** Category managers (SPEC §6) see deleted categories and inactive attributes; the public does not. */
  canManage: boolean;
  userId: number | null;
  /** 401 for a visitor, 403 for a role that may not manage categories. */
  requireManager: () => void;
};

export function categoryContext(request: FastifyRequest): TCategoryContext {
  const actor = request.actor;
  return {
    tenant: request.tenant,
    deps: request.server.deps,
    language: request.language,
    canManage: can(actor, 'categories.manage'),
    userId: actor.kind === 'user' ? actor.userId : null,
    requireManager: () => authorize(actor, 'categories.manage'),
  };
}
