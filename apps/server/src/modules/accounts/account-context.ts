/** What an account operation needs from the request, gathered once so services stay free of HTTP. */
import type { TLanguage } from '@izlog/contract/constants';
import type { FastifyRequest } from 'fastify';
import type { TAppDeps } from '../../platform/deps';
import type { TActor } from '../../platform/permissions/policy';
import type { TLicence } from '../../platform/tenancy/licence-resolver';
import type { TenantDb } from '../../platform/tenancy/tenant-db';

export type TAccountContext = {
  tenant: TenantDb;
  licence: TLicence;
  language: TLanguage;
  actor: TActor;
  deps: TAppDeps;
  /** Origin of the site the request came to, for links in mail. */
  siteUrl: string;
  ip: string;
  userAgent?: string;
};

export function accountContext(request: FastifyRequest): TAccountContext {
  const tenant = request.tenant;
  return {
    tenant,
    licence: request.licence!,
    language: request.language,
    actor: request.actor,
    deps: request.server.deps,
    siteUrl: `${request.protocol}://${request.host}`,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  };
}
