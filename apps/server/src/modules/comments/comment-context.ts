/** What a comment operation needs from the request, gathered once so operations stay free of HTTP. */
import type { TLanguage } from '@izlog/contract/constants';
import type { FastifyRequest } from 'fastify';
import type { TAppDeps } from '../../platform/deps';
import type { TActor } from '../../platform/permissions/policy';
import type { TenantDb } from '../../platform/tenancy/tenant-db';

export type TCommentContext = {
  tenant: TenantDb;
  language: TLanguage;
  actor: TActor;
  deps: TAppDeps;
  /** The caller's network address: visitors' posts are limited per address. */
  address: string;
};

export function commentContext(request: FastifyRequest): TCommentContext {
  return {
    tenant: request.tenant,
    language: request.language,
    actor: request.actor,
    deps: request.server.deps,
    address: request.ip,
  };
}
