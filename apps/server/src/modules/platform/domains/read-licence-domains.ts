/**
 * A licence's domains with the exact records to set (GET licence-domains/{licenceId}, POST get-domain), and the
 * steps a person runs again: recheck-licence-domain, create-virtual-host (the DNS and virtual-host step) and
 * create-ssl-certificate (the certificate step).
 */
import type { TDomainPriceRow } from '@izlog/contract/domains';
import { AppError, fieldError } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { presentLicenceDomain, presentLicenceDomains } from './domain.presenter';
import { reachDomainLicence, reachLicence } from './domain-access';
import { queueDomainCheck } from './domain-check-queue';
import { advanceCustomDomain, issueCertificate } from './domain-steps';
import { findDomainLicence, findLicenceDomainOfKind, listLicenceDomains } from './domains.queries';

type TScope = Pick<TRequestScope, 'deps' | 'actor' | 'language'>;

/** The licence's domains as they are now (read again after a step, so the answer shows its effect). */
export async function licenceDomainsAnswer(scope: TScope, licenceId: number, price: TDomainPriceRow | null = null) {
  const { deps } = scope;
  const licence = await findDomainLicence(deps.platformDb, licenceId);
  if (!licence) throw new AppError(404, 'not_found');
  const rows = await listLicenceDomains(deps.platformDb, licenceId);
  return presentLicenceDomains(deps.config, licence, rows, scope.language, price);
}

export async function getLicenceDomains(scope: TScope, licenceId: number) {
  const licence = await reachLicence(scope.deps, scope.actor, licenceId);
  const rows = await listLicenceDomains(scope.deps.platformDb, licence.id);
  return rows.map((row) => presentLicenceDomain(scope.deps.config, licence, row, scope.language));
}

export async function getDomain(scope: TScope, licenceId: number) {
  const licence = await reachLicence(scope.deps, scope.actor, licenceId);
  return licenceDomainsAnswer(scope, licence.id);
}

/**
 * Runs the check of one domain now. A domain whose DNS is still not right goes on being checked in the background
 * (a failed one starts again); one that passed moves on to its certificate.
 */
export async function recheckLicenceDomain(scope: TScope, domainId: number) {
  const { deps } = scope;
  const licence = await reachDomainLicence(deps, scope.actor, domainId);
  await runStepNow(scope, licence.id, domainId);
  const rows = await listLicenceDomains(deps.platformDb, licence.id);
  const row = rows.find((candidate) => candidate.id === domainId);
  if (!row) throw new AppError(404, 'not_found');
  const fresh = await findDomainLicence(deps.platformDb, licence.id);
  return presentLicenceDomain(deps.config, fresh ?? licence, row, scope.language);
}

async function runStepNow(scope: TScope, licenceId: number, domainId: number) {
  const { deps } = scope;
  const result = await advanceCustomDomain(deps, licenceId, domainId, { final: false, byPerson: true });
  if (result.retry) await queueDomainCheck(deps, { licenceId, domainId });
  if (result.certificateNext) await queueDomainCheck(deps, { licenceId, domainId }, { step: 'certificate' });
}

async function customDomainOf(scope: TScope, licenceId: number) {
  const licence = await reachLicence(scope.deps, scope.actor, licenceId);
  if (licence.status !== 'active') throw new AppError(409, 'licence_not_active');
  const row = await findLicenceDomainOfKind(scope.deps.platformDb, licence.id, 'custom');
  if (!row) throw fieldError('licence_id', 'domain_none');
  return { licence, row };
}

/** create-virtual-host: the DNS check and, when it passes, the virtual host — now. */
export async function createVirtualHost(scope: TScope, licenceId: number) {
  const { licence, row } = await customDomainOf(scope, licenceId);
  await runStepNow(scope, licence.id, row.id);
  return licenceDomainsAnswer(scope, licence.id);
}

/** create-ssl-certificate: the certificate step now, once the DNS step has passed. */
export async function createSslCertificate(scope: TScope, licenceId: number) {
  const { licence, row } = await customDomainOf(scope, licenceId);
  if (row.stage === 'checking-dns' || row.stage === 'failed') throw new AppError(409, 'domain_certificate_needs_dns');
  await issueCertificate(scope.deps, row, 'person');
  return licenceDomainsAnswer(scope, licence.id);
}
