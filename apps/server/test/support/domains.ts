/**
 * Test doubles at the domains' adapter boundary (TBuildOverrides): a DNS whose records a test sets, and a registry
 * whose answers it chooses. Everything behind them — the checks, steps, calls and the TLS ask — is the real code.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { licenceDomains, licences } from '../../src/db/schema';
import { type DnsChecker, DnsLookupError, type TDnsRecordType } from '../../src/platform/domains/dns-checker';
import type { Registrar, TAvailability } from '../../src/platform/domains/registrar';
import { createTestApp } from '../harness';

export class FakeDns implements DnsChecker {
  private readonly records = new Map<string, string[] | (() => Promise<string[]>)>();
  /** Names whose DNS servers do not answer. */
  readonly silent = new Set<string>();

  /** Records of a name; a function is asked at each lookup (values known only once the domain exists). */
  set(type: TDnsRecordType, name: string, values: string[] | (() => Promise<string[]>)): void {
    this.records.set(`${type} ${name}`, values);
  }

  clear(name: string): void {
    for (const key of [...this.records.keys()]) if (key.endsWith(` ${name}`)) this.records.delete(key);
  }

  async lookup(name: string, type: TDnsRecordType): Promise<string[]> {
    if (this.silent.has(name)) throw new DnsLookupError('ETIMEOUT', name, type);
    const values = this.records.get(`${type} ${name}`) ?? [];
    return typeof values === 'function' ? values() : values;
  }
}

export class FakeRegistrar implements Registrar {
  readonly name = 'fake';
  readonly answers = new Map<string, TAvailability>();
  readonly asked: string[] = [];

  async availability(domain: string): Promise<TAvailability> {
    this.asked.push(domain);
    return this.answers.get(domain) ?? 'free';
  }
}

export const PUBLIC_IPV4 = '203.0.113.10';

/** The real app with the fake DNS and registry; jobs off unless asked (tests run each step themselves). */
export async function createDomainsTestApp(env: Record<string, string> = {}) {
  const dns = new FakeDns();
  const registrar = new FakeRegistrar();
  const app = await createTestApp(
    { PUBLIC_IPV4, PLATFORM_DOMAIN: 'localhost', JOBS_ENABLED: 'false', ...env },
    { dnsChecker: dns, registrar },
  );
  return { app, dns, registrar };
}

/** Sets the records a domain's owner is told to set (the TXT code read from the status board). */
export function setOwnersRecords(dns: FakeDns, domain: string, txtValue: string, address = PUBLIC_IPV4): void {
  dns.set('TXT', `_izlog.${domain}`, [txtValue]);
  dns.set('A', domain, [address]);
}

export type TDomainsTestApp = Awaited<ReturnType<typeof createDomainsTestApp>> & { app: FastifyInstance };

/**
 * The licence has `domain` live, as its DNS proof and certificate step leave it (decision 0047: only a proven domain
 * is served and held against others); written directly, for tests about what a live domain means elsewhere.
 */
export async function giveLiveCustomDomain(app: FastifyInstance, licenceId: number, domain: string): Promise<void> {
  await app.deps.platformDb.insert(licenceDomains).values({
    licenceId,
    domain,
    kind: 'custom',
    stage: 'live',
    verificationToken: 'test-proven',
  });
  await app.deps.platformDb
    .update(licences)
    .set({ customDomain: domain, vhostStatus: 'active', sslStatus: 'issued' })
    .where(eq(licences.id, licenceId));
  app.deps.licences.forget();
}
