/**
 * A custom domain's way to live, one step per check (the domain status board): DNS — the verification TXT record and
 * the apex's address — then the virtual host (VHost_status active, its Caddy site block kept in last_check), then the
 * certificate (ssl_status issued, stage live) once the TLS terminator asked for it or on the next check. The
 * subdomain is never touched: a failed or lapsed custom domain leaves the site working on it. Until its DNS proof
 * passes the domain is a claim (decision 0047): one that lapsed, or whose name another licence proved, ends.
 */
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { inUnitOfWork, type TUnitOfWork } from '../../../platform/db/unit-of-work';
import type { TAppDeps } from '../../../platform/deps';
import { licenceSiteUrl } from '../../../platform/tenancy/site-url';
import { claimEndCheck, hasClaimLapsed, type TClaimEnd } from './domain-claims';
import { checkDomainDns, type TDnsCheck } from './domain-dns';
import { caddySiteBlock } from './domain-records';
import {
  endOtherClaims,
  findDomainLicence,
  findLicenceDomain,
  findProvenDomain,
  lockLicence,
  type TLicenceDomainColumns,
  type TLicenceDomainRow,
  updateLicenceDomain,
} from './domains.queries';

export type TStepResult = {
  row: TLicenceDomainRow | undefined;
  /** The DNS is not right yet and more checks remain: the job runs again later. */
  retry: boolean;
  /** The DNS step passed just now: the certificate step follows. */
  certificateNext: boolean;
  /** The last attempt found the DNS still not right: the domain failed. */
  failed?: boolean;
};

type TLastCheck = Record<string, unknown>;

const dnsSummary = (dns: TDnsCheck, checkedAt: Date) => ({
  result: dns.ok ? 'ok' : 'failed',
  message_key: dns.messageKey,
  params: dns.params,
  checked_at: checkedAt.toISOString(),
  txt: dns.txt,
  address: dns.address,
});

/**
 * Writes the row and the licence's columns together, if the row is still at `stage` (a step ran meanwhile: skip);
 * `alsoSaved` runs in the same transaction. The licence's columns go through platform/licences, which makes the
 * caches forget the licence on commit; a step that changes the domain row alone still tells the resolver, since a
 * live custom domain is what it resolves and a proven one is a TLS name.
 */
async function saveStep(
  deps: TAppDeps,
  row: TLicenceDomainRow,
  changes: { stage?: string; lastCheck: TLastCheck; lastCheckedAt: Date; claimedAt?: Date },
  licence: TLicenceDomainColumns,
  alsoSaved?: (unit: TUnitOfWork) => Promise<unknown>,
): Promise<TLicenceDomainRow | undefined> {
  return inUnitOfWork(deps.platformDb, async (unit) => {
    const { db } = unit;
    const locked = await lockLicence(db, row.licenceId);
    const current = await findLicenceDomain(db, row.licenceId, row.id);
    if (!locked || !current || current.stage !== row.stage || current.domain !== row.domain) return current;
    const updated = await updateLicenceDomain(db, row.licenceId, row.id, changes);
    if (Object.keys(licence).length > 0) await deps.licenceRows.update(unit, row.licenceId, licence);
    else unit.afterCommit(() => deps.licences.forget());
    await alsoSaved?.(unit);
    return updated;
  });
}

export type TStepOptions = {
  /** The job's last attempt: a DNS still wrong now fails the domain. */
  final: boolean;
  attempt?: number;
  /** A person asked (recheck): a failed domain goes back to checking. */
  byPerson?: boolean;
  now?: Date;
};

/** One check of a custom domain at whatever stage it is; a subdomain or an inactive licence's domain is left alone. */
export async function advanceCustomDomain(
  deps: TAppDeps,
  licenceId: number,
  domainId: number,
  options: TStepOptions,
): Promise<TStepResult> {
  const now = options.now ?? new Date();
  const row = await findLicenceDomain(deps.platformDb, licenceId, domainId);
  const idle: TStepResult = { row, retry: false, certificateNext: false };
  if (row?.kind !== 'custom') return idle;
  // Read without a lock: the DNS lookups below take seconds; saveStep locks and checks the row again.
  const licence = await findDomainLicence(deps.platformDb, licenceId);
  if (licence?.status !== 'active') return idle;
  if (row.stage === 'checking-tls') {
    return { row: await issueCertificate(deps, row, 'check', now), retry: false, certificateNext: false };
  }
  // A claim (not proven yet) ends when another licence proved the name, or when it lapsed and no person asks again;
  // a person's check of a failed or lapsed claim makes it anew (decision 0047).
  let claimedAt: Date | undefined;
  if (row.stage !== 'live') {
    const proven = await findProvenDomain(deps.platformDb, row.domain);
    if (proven && proven.licenceId !== licenceId) return endClaim(deps, row, 'domain_proven_elsewhere', now);
    const lapsed = hasClaimLapsed(deps.config, row, now);
    if (lapsed && !options.byPerson) return endClaim(deps, row, 'domain_claim_lapsed', now);
    if (options.byPerson && (lapsed || row.stage === 'failed')) claimedAt = now;
  }

  const dns = await checkDomainDns(deps.dnsChecker, deps.config, row.domain, row.verificationToken);
  const previous = (row.lastCheck ?? {}) as TLastCheck;
  const attempt = options.attempt ?? null;
  if (dns.ok) {
    if (row.stage === 'live') {
      const saved = await saveStep(
        deps,
        row,
        { lastCheck: { ...previous, dns: dnsSummary(dns, now) }, lastCheckedAt: now },
        {},
      );
      return { row: saved, retry: false, certificateNext: false };
    }
    return proveDomain(deps, row, dns, now);
  }

  // A lookup that got no answer says nothing about the records: a live domain stays live, a waiting one waits.
  const unanswered = dns.messageKey === 'domain_dns_lookup_failed';
  if (row.stage === 'live' && unanswered) {
    const saved = await saveStep(
      deps,
      row,
      { lastCheck: { ...previous, dns: dnsSummary(dns, now) }, lastCheckedAt: now },
      {},
    );
    return { row: saved, retry: false, certificateNext: false };
  }
  const site = licenceSiteUrl(deps.config, licence.titleOfAppUnique);
  if (options.final && !options.byPerson) {
    const saved = await saveStep(
      deps,
      row,
      {
        stage: 'failed',
        lastCheck: {
          message_key: 'domain_checks_exhausted',
          params: { site },
          reason_key: dns.messageKey,
          reason_params: dns.params,
          attempt,
          dns: dnsSummary(dns, now),
        },
        lastCheckedAt: now,
      },
      { vhostStatus: 'failed', sslStatus: 'failed' },
    );
    return { row: saved, retry: false, certificateNext: false, failed: true };
  }
  // Still waiting for the owner's records (or they went away from a live domain, which is a claim again from now).
  const saved = await saveStep(
    deps,
    row,
    {
      stage: 'checking-dns',
      lastCheck: { message_key: dns.messageKey, params: dns.params, attempt, dns: dnsSummary(dns, now) },
      lastCheckedAt: now,
      claimedAt: row.stage === 'live' ? now : claimedAt,
    },
    row.stage === 'checking-dns' ? {} : { customDomain: row.domain, vhostStatus: 'pending', sslStatus: 'pending' },
  );
  return { row: saved, retry: true, certificateNext: false };
}

/**
 * The DNS proof passed: the licence holds the name (certificate step next) and every other licence's claim of it
 * ends, in one transaction. Two proofs racing meet at the unique index of proven names: the later one's claim ends.
 */
async function proveDomain(deps: TAppDeps, row: TLicenceDomainRow, dns: TDnsCheck, now: Date): Promise<TStepResult> {
  try {
    const saved = await saveStep(
      deps,
      row,
      {
        stage: 'checking-tls',
        lastCheck: {
          message_key: 'domain_dns_ok',
          params: { domain: row.domain },
          dns: dnsSummary(dns, now),
          vhost: caddySiteBlock(deps.config, row.licenceId, row.domain),
          vhost_created_at: now.toISOString(),
        },
        lastCheckedAt: now,
      },
      { customDomain: row.domain, vhostStatus: 'active', sslStatus: 'pending' },
      async (unit) => {
        const check = claimEndCheck(deps.config, row.domain, 'domain_proven_elsewhere', now);
        const ended = await endOtherClaims(unit.db, row.domain, row.licenceId, check, now);
        await deps.licenceRows.failCustomDomain(unit, ended, row.domain, now);
      },
    );
    return { row: saved, retry: false, certificateNext: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return endClaim(deps, row, 'domain_proven_elsewhere', now);
  }
}

/** The claim ends (failed, saying why) and the licence no longer names the domain; no check follows. */
async function endClaim(deps: TAppDeps, row: TLicenceDomainRow, why: TClaimEnd, now: Date): Promise<TStepResult> {
  const saved = await saveStep(
    deps,
    row,
    { stage: 'failed', lastCheck: claimEndCheck(deps.config, row.domain, why, now), lastCheckedAt: now },
    { customDomain: null, vhostStatus: 'failed', sslStatus: 'failed' },
  );
  return { row: saved, retry: false, certificateNext: false };
}

/**
 * The certificate step: Caddy asked for the name (`trigger` 'ask') or the next check came. Izlog does not see the
 * ACME exchange itself; the terminator only asks for a name it is about to get a certificate for (decision 0030).
 */
export async function issueCertificate(
  deps: TAppDeps,
  row: TLicenceDomainRow,
  trigger: 'ask' | 'check' | 'person',
  now = new Date(),
): Promise<TLicenceDomainRow | undefined> {
  if (row.stage !== 'checking-tls') return row;
  const previous = (row.lastCheck ?? {}) as TLastCheck;
  return saveStep(
    deps,
    row,
    {
      stage: 'live',
      lastCheck: {
        ...previous,
        message_key: 'domain_certificate_issued',
        params: { domain: row.domain },
        certificate: { issued_at: now.toISOString(), trigger },
      },
      lastCheckedAt: now,
    },
    { sslStatus: 'issued' },
  );
}
