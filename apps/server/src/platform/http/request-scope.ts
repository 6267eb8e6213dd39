/**
 * What an operation needs from its request, gathered in one shape for every module so operations stay free of HTTP:
 * the licence's scoped data access, who asks, in which language, and the app's services.
 */
import type { TLanguage } from '@izlog/contract/constants';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { TAppDeps } from '../deps';
import type { TActor } from '../permissions/policy';
import type { TLicence } from '../tenancy/licence-resolver';
import { licenceOwnUrl, platformUrl } from '../tenancy/site-url';
import type { TenantDb } from '../tenancy/tenant-db';

export type TRequestScope = {
  /** Scoped data access of the request's licence (404 when the request has none). */
  readonly tenant: TenantDb;
  readonly licence: TLicence;
  readonly language: TLanguage;
  readonly actor: TActor;
  readonly deps: TAppDeps;
  /**
   * The licence's own address (its live custom domain, else its subdomain) for links in mail and calendars; the
   * platform's on the platform host. Never the request's Host (decision 0044).
   */
  readonly siteUrl: string;
  /** The caller's network address: throttles count per address. */
  readonly ip: string;
  readonly userAgent: string | undefined;
  readonly log: FastifyBaseLogger;
};

export function requestScope(request: FastifyRequest): TRequestScope {
  return {
    // Read when an operation asks: routes of the platform host have no licence and never ask.
    get tenant() {
      return request.tenant;
    },
    get licence() {
      return request.licence!;
    },
    language: request.language,
    actor: request.actor,
    deps: request.server.deps,
    get siteUrl() {
      const { config } = request.server.deps;
      return request.licence ? licenceOwnUrl(config, request.licence) : platformUrl(config);
    },
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    log: request.log,
  };
}
