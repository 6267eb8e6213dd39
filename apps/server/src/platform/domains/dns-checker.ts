/**
 * DNS lookups for a custom domain's check (the records its owner sets: A at the apex, CNAME for www, TXT
 * `_izlog.<domain>`). The adapter boundary: tests inject a fake through TBuildOverrides; the real one is node:dns's
 * Resolver, on the servers of DNS_SERVERS or the system's.
 */
import { Resolver } from 'node:dns/promises';

export type TDnsRecordType = 'A' | 'AAAA' | 'CNAME' | 'TXT';

export interface DnsChecker {
  /**
   * The values of `name`'s records of `type` (TXT strings joined per record); [] when there are none or the name does
   * not exist. Throws `DnsLookupError` when no answer could be had (timeout, refused, server failure).
   */
  lookup(name: string, type: TDnsRecordType): Promise<string[]>;
}

export class DnsLookupError extends Error {
  override name = 'DnsLookupError';
  constructor(
    readonly code: string,
    readonly lookupName: string,
    readonly type: TDnsRecordType,
  ) {
    super(`DNS ${type} lookup of ${lookupName} failed: ${code}`);
  }
}

/** Answers meaning "there is no such record": the owner has not set it (yet). */
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

export class ResolverDnsChecker implements DnsChecker {
  private readonly resolver: Resolver;

  constructor(servers: string[] = [], timeoutMs = 5000) {
    this.resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
    if (servers.length > 0) this.resolver.setServers(servers);
  }

  async lookup(name: string, type: TDnsRecordType): Promise<string[]> {
    try {
      switch (type) {
        case 'A':
          return await this.resolver.resolve4(name);
        case 'AAAA':
          return await this.resolver.resolve6(name);
        case 'CNAME':
          return (await this.resolver.resolveCname(name)).map((value) => value.replace(/\.$/, '').toLowerCase());
        case 'TXT':
          return (await this.resolver.resolveTxt(name)).map((parts) => parts.join(''));
        default: {
          const unknown: never = type;
          throw new Error(`Unknown record type ${String(unknown)}`);
        }
      }
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
      if (NO_RECORD.has(code)) return [];
      throw new DnsLookupError(code, name, type);
    }
  }
}

/** DNS_SERVERS: comma-separated addresses (`1.1.1.1,9.9.9.9` or with ports `[::1]:5353`); empty = the system's. */
export const parseDnsServers = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean);
