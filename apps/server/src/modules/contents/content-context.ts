/** What a content operation needs from the request, gathered once so operations stay free of HTTP. */
import type { TLanguage } from '@izlog/contract/constants';
import type { FastifyRequest } from 'fastify';
import type { TAppDeps } from '../../platform/deps';
import type { TActor } from '../../platform/permissions/policy';
import type { TLicence } from '../../platform/tenancy/licence-resolver';
import type { TenantDb } from '../../platform/tenancy/tenant-db';

export type TContentContext = {
  tenant: TenantDb;
  licence: TLicence;
  language: TLanguage;
  actor: TActor;
  deps: TAppDeps;
};

export function contentContext(request: FastifyRequest): TContentContext {
  return {
    tenant: request.tenant,
    licence: request.licence!,
    language: request.language,
    actor: request.actor,
    deps: request.server.deps,
  };
}
