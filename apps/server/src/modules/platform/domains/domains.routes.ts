/**
 * Domain calls (SPEC §7 "Licence and site": check-domain, get-domain-prices, get-domain, create-licence-domain,
 * create-licence-subdomain, create-ssl-certificate, /virtual-hosts/create-virtual-host; issue 13's domain status
 * board: licence-domains, recheck-licence-domain) and the TLS terminator's ask. Paths as the web's salesApiPaths.
 */
import {
  ZCheckDomainRequest,
  ZCheckDomainResponse,
  ZCreateLicenceDomainRequest,
  ZCreateLicenceSubdomainRequest,
  ZDomainPrices,
  ZLicenceDomain,
  ZLicenceDomains,
  ZLicenceIdRequest,
  ZTlsAskQuery,
} from '@izlog/contract/domains';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../platform/http/errors';
import { requestScope } from '../../../platform/http/request-scope';
import { createLicenceDomain, createLicenceSubdomain } from './change-licence-domains';
import { checkDomainCall } from './check-domain-call';
import { registerDomainCheckJob } from './domain-check-job';
import { ensureDomainPrices, getDomainPrices } from './domain-prices';
import { findTlsNames } from './domains.queries';
import {
  createSslCertificate,
  createVirtualHost,
  getDomain,
  getLicenceDomains,
  recheckLicenceDomain,
} from './read-licence-domains';
import { mayAskForCertificates, mayIssueCertificate } from './tls-ask';
import { TlsNames } from './tls-names';

const tags = ['Domains'];
const consumes = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];
const sales = { permission: 'sales.own', host: 'any' } as const;
const zId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** Each check may ask a registry's WHOIS, which limits queries per address: a person types, a script would not. */
const CHECKS_PER_MINUTE = 60;

export async function domainsModule(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  await ensureDomainPrices(deps);
  await registerDomainCheckJob(deps);
  const tlsNames = new TlsNames(() => findTlsNames(deps.platformDb), deps.config.PLATFORM_DOMAIN, app.log);
  deps.licences.onForget(() => tlsNames.invalidate());
  tlsNames.start();
  app.addHook('onClose', async () => tlsNames.stop());

  api.post(
    '/licences/check-domain',
    {
      config: { ...sales, rateLimit: { max: CHECKS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Whether a subdomain or a custom domain can be a new site’s address, with a custom domain’s prices',
        consumes,
        body: ZCheckDomainRequest,
        response: { 200: ZCheckDomainResponse },
      },
    },
    (request) => checkDomainCall(requestScope(request), request.body.domain),
  );

  api.get(
    '/licences/get-domain-prices',
    {
      config: { permission: 'sales.catalogue', host: 'any' },
      schema: {
        tags,
        summary:
          'Yearly domain prices per zone: registration, renewal, reactivation (RSD with VAT; EUR for information)',
        response: { 200: ZDomainPrices },
      },
    },
    () => getDomainPrices(deps),
  );

  api.post(
    '/licences/get-domain',
    {
      config: sales,
      schema: {
        tags,
        summary: 'A licence’s domains with VHost_status and ssl_status',
        consumes,
        body: ZLicenceIdRequest,
        response: { 200: ZLicenceDomains },
      },
    },
    (request) => getDomain(requestScope(request), request.body.licence_id),
  );

  api.get(
    '/licences/licence-domains/:id',
    {
      config: sales,
      schema: {
        tags,
        summary: 'The domain status board: each domain’s stage, the records to set and the last check',
        params: zId,
        response: { 200: z.array(ZLicenceDomain) },
      },
    },
    (request) => getLicenceDomains(requestScope(request), request.params.id),
  );

  api.post(
    '/licences/recheck-licence-domain/:id',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Checks a domain now (DNS, then the certificate); one still not right goes on being checked',
        params: zId,
        response: { 200: ZLicenceDomain },
      },
    },
    (request) => recheckLicenceDomain(requestScope(request), request.params.id),
  );

  api.post(
    '/licences/create-licence-domain',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Adds or replaces an active licence’s custom domain; answers its domains and the registration price',
        consumes,
        body: ZCreateLicenceDomainRequest,
        response: { 200: ZLicenceDomains },
      },
    },
    (request) => createLicenceDomain(requestScope(request), request.body),
  );

  api.post(
    '/licences/create-licence-subdomain',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Moves an active licence’s site to another subdomain (the old one stops answering)',
        consumes,
        body: ZCreateLicenceSubdomainRequest,
        response: { 200: ZLicenceDomains },
      },
    },
    (request) => createLicenceSubdomain(requestScope(request), request.body),
  );

  api.post(
    '/virtual-hosts/create-virtual-host',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Runs the custom domain’s DNS and virtual-host step now',
        consumes,
        body: ZLicenceIdRequest,
        response: { 200: ZLicenceDomains },
      },
    },
    (request) => createVirtualHost(requestScope(request), request.body.licence_id),
  );

  api.post(
    '/licences/create-ssl-certificate',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Runs the custom domain’s certificate step now (after its DNS step passed)',
        consumes,
        body: ZLicenceIdRequest,
        response: { 200: ZLicenceDomains },
      },
    },
    (request) => createSslCertificate(requestScope(request), request.body.licence_id),
  );

  api.get(
    '/domains/tls-ask',
    {
      config: { permission: 'domains.tlsAsk', host: 'any' },
      schema: {
        tags,
        summary: 'Caddy on-demand TLS ask: 200 when a certificate may be issued for the name, 404 otherwise',
        querystring: ZTlsAskQuery,
        response: { 200: z.object({ domain: z.string() }) },
      },
    },
    async (request) => {
      if (!mayAskForCertificates(deps.config, request.ip, request.headers['x-forwarded-for'] !== undefined))
        throw new AppError(403, 'unauthorized');
      if (!(await mayIssueCertificate(deps, tlsNames, request.query.domain, request.log))) {
        throw new AppError(404, 'not_found');
      }
      return { domain: request.query.domain };
    },
  );
}
