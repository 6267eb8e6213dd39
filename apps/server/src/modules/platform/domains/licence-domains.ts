/**
 * A licence's domains (the domain status board): its subdomain, live from the start, and a custom domain on its way
 * checking-dns → checking-tls → live. `attachLicenceDomains` is what provisioning calls once a paid order became a
 * licence (modules/sales); the custom domain is then checked by a job.
 */
import { randomBytes } from 'node:crypto';
import { inUnitOfWork } from '../../../platform/db/unit-of-work';
import type { TAppDeps } from '../../../platform/deps';
import { parseDomainName } from '../../../platform/domains/domain-names';
import { queueDomainCheck } from './domain-check-queue';
import {
  deleteLicenceDomainsOfKind,
  findLicenceDomainOfKind,
  insertLicenceDomain,
  lockLicence,
  type TLicenceDomainRow,
  updateLicenceDomain,
} from './domains.queries';

/** The code the owner puts in the TXT record `_izlog.<domain>`: new for every domain added. */
export const newVerificationToken = () => randomBytes(16).toString('hex');

export type TAttachDomains = { licenceId: number; subdomain: string; customDomain?: string | null };

/**
 * Records the licence's subdomain (live at once) and its custom domain (checking DNS, with a fresh verification code;
 * the licence's VHost_status and ssl_status pending) and queues the custom domain's check. The custom domain is a
 * claim until its DNS proof passes (decision 0047): other licences may claim the same name. Running it again for the
 * same names changes nothing (a claim that ended is made anew); another custom domain replaces the previous one.
 */
export async function attachLicenceDomains(
  deps: TAppDeps,
  { licenceId, subdomain, customDomain }: TAttachDomains,
): Promise<TLicenceDomainRow[]> {
  const parsed = customDomain ? parseDomainName(customDomain) : null;
  if (parsed && !parsed.ok) throw new Error(`attachLicenceDomains: ${customDomain} is not a domain name`);
  const custom = parsed?.ok ? parsed.ascii : null;

  const rows = await inUnitOfWork(deps.platformDb, async (unit) => {
    const { db } = unit;
    const attached: TLicenceDomainRow[] = [];
    const sub = await findLicenceDomainOfKind(db, licenceId, 'subdomain');
    if (!sub) {
      attached.push(
        await insertLicenceDomain(db, licenceId, {
          domain: subdomain,
          kind: 'subdomain',
          stage: 'live',
          verificationToken: newVerificationToken(),
        }),
      );
    } else if (sub.domain !== subdomain) {
      attached.push((await updateLicenceDomain(db, licenceId, sub.id, { domain: subdomain, stage: 'live' }))!);
    } else {
      attached.push(sub);
    }
    if (custom) {
      const existing = await findLicenceDomainOfKind(db, licenceId, 'custom');
      if (existing?.domain === custom && existing.stage === 'failed') {
        // Added again after its claim ended (lapsed, or checks exhausted): a new claim, with the same TXT code.
        attached.push(
          (await updateLicenceDomain(db, licenceId, existing.id, {
            stage: 'checking-dns',
            lastCheck: null,
            claimedAt: new Date(),
          }))!,
        );
        await deps.licenceRows.update(unit, licenceId, {
          customDomain: custom,
          vhostStatus: 'pending',
          sslStatus: 'pending',
        });
      } else if (existing?.domain === custom) {
        attached.push(existing);
      } else {
        await deleteLicenceDomainsOfKind(db, licenceId, 'custom');
        attached.push(
          await insertLicenceDomain(db, licenceId, {
            domain: custom,
            kind: 'custom',
            stage: 'checking-dns',
            verificationToken: newVerificationToken(),
          }),
        );
        await deps.licenceRows.update(unit, licenceId, {
          customDomain: custom,
          vhostStatus: 'pending',
          sslStatus: 'pending',
        });
      }
    }
    return attached;
  });
  // A licence row changed above made the caches forget it on commit (platform/licences); a subdomain row alone
  // changes nothing they hold (the resolver and the TLS names read a subdomain off the licence row).
  const pending = rows.find((row) => row.kind === 'custom' && row.stage === 'checking-dns');
  if (pending) await queueDomainCheck(deps, { licenceId, domainId: pending.id });
  return rows;
}

/** The site moves to another subdomain: the licence's name and its subdomain row change together; the old one stops. */
export async function moveLicenceSubdomain(deps: TAppDeps, licenceId: number, subdomain: string): Promise<void> {
  await inUnitOfWork(deps.platformDb, async (unit) => {
    const { db } = unit;
    await lockLicence(db, licenceId);
    await deps.licenceRows.update(unit, licenceId, { titleOfAppUnique: subdomain });
    const row = await findLicenceDomainOfKind(db, licenceId, 'subdomain');
    if (row) await updateLicenceDomain(db, licenceId, row.id, { domain: subdomain, stage: 'live' });
    else {
      await insertLicenceDomain(db, licenceId, {
        domain: subdomain,
        kind: 'subdomain',
        stage: 'live',
        verificationToken: newVerificationToken(),
      });
    }
  });
}
