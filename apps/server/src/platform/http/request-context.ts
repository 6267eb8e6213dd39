/**
 * Every request, before its body is read: find the licence, pick the language, authenticate the bearer token and
 * check the route's declared permission (DESIGN §2–§4). Handlers then read `request.licence`, `request.tenant`,
 * `request.actor` and `request.language`.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_ID, LICENCE_HEADER, type TLanguage } from '@izlog/contract/constants';
import { languageFromHeader } from '@izlog/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findLivePlatformSession } from '../auth/platform-sessions';
import { findLiveSession, type TSessionPolicy } from '../auth/sessions';
import type { Db } from '../db/database';
import { authorize, type TActor, type TPermission, type TPlatformActor } from '../permissions/policy';
import type { LicenceResolver, TLicence } from '../tenancy/licence-resolver';
import { TenantDb } from '../tenancy/tenant-db';
import { AppError, sessionExpired } from './errors';

/** Which hosts a route answers on: a licence's site, the platform host, or any. */
export type TRouteHost = 'tenant' | 'platform' | 'any';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: TPermission;
    host?: TRouteHost;
  }
  interface FastifyRequest {
    licence: TLicence | null;
    /** Scoped data access of the request's licence; throws when the route has none. */
    tenant: TenantDb;
    actor: TActor;
    language: TLanguage;
    isPlatformHost: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const languageOfLicence = (licence: TLicence | null): TLanguage =>
  licence?.languageId === LANGUAGE_ID.en ? 'en' : DEFAULT_LANGUAGE;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

type TContextOptions = { db: Db; resolver: LicenceResolver; sessions: TSessionPolicy };

export const requestContext = fp<TContextOptions>(async (app: FastifyInstance, { db, resolver, sessions }) => {
  app.decorateRequest('licence', null);
  app.decorateRequest('tenant', {
    getter(this: FastifyRequest) {
      if (!this.licence) throw new AppError(404, 'licence_not_found');
      const tenant = new TenantDb(db, this.licence.id);
      Object.defineProperty(this, 'tenant', { value: tenant });
      return tenant;
    },
  });
  app.decorateRequest('actor', null as never);
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.decorateRequest('isPlatformHost', false);

  app.addHook('onRequest', async (request) => {
    request.actor = { kind: 'anonymous' };
    const licenceHeader = request.headers[LICENCE_HEADER];
    const match = await resolver.resolve(
      request.headers.host,
      typeof licenceHeader === 'string' && licenceHeader ? licenceHeader : undefined,
    );
    request.licence = match.kind === 'licence' ? match.licence : null;
    request.isPlatformHost = match.kind === 'platform';
    request.language = languageFromHeader(request.headers['accept-language'], languageOfLicence(request.licence));

    const config = request.routeOptions.config;
    if (!config.permission) return; // not a route: the not-found handler answers
    const host = config.host ?? 'tenant';
    if (host === 'tenant' && !request.licence) {
      throw new AppError(404, request.isPlatformHost ? 'licence_required' : 'licence_not_found');
    }
    if (host === 'platform' && request.licence) throw new AppError(404, 'route_not_found');
    // A site that is not active can be read (it shows a "not active" page) but takes no writes.
    if (host === 'tenant' && request.licence?.status !== 'active' && !SAFE_METHODS.has(request.method)) {
      throw new AppError(403, 'licence_not_active');
    }

    if (request.licence && host !== 'platform') {
      const token = bearerToken(request);
      if (token) {
        const live = await findLiveSession(request.tenant, token, sessions);
        if (live?.user.status !== 'active') throw sessionExpired();
        request.actor = {
          kind: 'user',
          userId: live.user.id,
          licenceId: live.user.licenceId,
          role: live.user.role as Extract<TActor, { kind: 'user' }>['role'],
          sessionId: live.sessionId,
        };
      }
    }
    // The platform host's accounts (sales users, partners, the platform admin) have sessions of their own (decision
    // 0026): a licence's token is unknown here, so it is a 511 as any unknown token is.
    if (request.isPlatformHost) {
      const token = bearerToken(request);
      if (token) {
        const live = await findLivePlatformSession(db, token, sessions);
        if (live?.user.status !== 'active') throw sessionExpired();
        request.actor = {
          kind: 'platform',
          platformUserId: live.user.id,
          role: live.user.role as TPlatformActor['role'],
          sessionId: live.sessionId,
        };
      }
    }
    authorize(request.actor, config.permission);
  });
});
