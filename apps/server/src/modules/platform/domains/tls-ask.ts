/**
 * GET /domains/tls-ask?domain=<name>: Caddy's on-demand TLS question (research §3) — may a certificate be issued for
 * this name? Yes only for an active licence's subdomain, or its custom domain once the DNS step passed (and www of
 * it, which the terminator redirects): the certificate step comes before live, and a proven name is one licence's
 * only, so a claim still waiting for its proof — any licence may make one — is a no (decision 0047). Asked from the
 * terminator beside Izlog: other callers are refused (decision 0030). The first ask for a domain waiting for its
 * certificate moves it to live.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../../config';
import type { TAppDeps } from '../../../platform/deps';
import { issueCertificate } from './domain-steps';
import { findLicenceDomain } from './domains.queries';
import type { TlsNames } from './tls-names';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * TLS_ASK_ALLOW_FROM: `loopback` (the default), `any`, or comma-separated addresses (may include `loopback`). A request
 * that came through a proxy (X-Forwarded-For: the terminator's reverse_proxy adds it, its own ask does not) is a
 * visitor's, whatever address the proxy has.
 */
export function mayAskForCertificates(
  config: Pick<TConfig, 'TLS_ASK_ALLOW_FROM'>,
  ip: string,
  forwarded: boolean,
): boolean {
  const allowed = config.TLS_ASK_ALLOW_FROM.split(',').map((entry) => entry.trim());
  if (allowed.includes('any')) return true;
  if (forwarded) return false;
  if (allowed.includes('loopback') && LOOPBACK.test(ip)) return true;
  return allowed.includes(ip) || allowed.includes(ip.replace(/^::ffff:/, ''));
}

export async function mayIssueCertificate(
  deps: TAppDeps,
  names: TlsNames,
  domain: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const entry = await names.find(domain);
  if (!entry) return false;
  if (entry.kind === 'custom' && entry.stage === 'checking-tls') {
    // Once per domain: the entry says so until the set is rebuilt with the domain live.
    entry.stage = 'issuing';
    void completeCertificateStep(deps, entry.licenceId, entry.domainId).catch((error: unknown) =>
      log.error({ err: error, domain }, 'could not record the certificate step of a custom domain'),
    );
  }
  return true;
}

async function completeCertificateStep(deps: TAppDeps, licenceId: number, domainId: number) {
  const row = await findLicenceDomain(deps.platformDb, licenceId, domainId);
  if (row) await issueCertificate(deps, row, 'ask');
}
