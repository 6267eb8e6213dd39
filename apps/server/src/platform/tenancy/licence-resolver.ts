/**
 * Finds the licence of a request (DESIGN §2): header `X-Licence` (subdomain or id) for tools and tests, else the
 * Host: a licence's live custom domain, or `<subdomain>.<PLATFORM_DOMAIN>`. The bare platform host is the sales side.
 * Licences change rarely and every request needs one, so answers are cached briefly; writers call `forget`.
 */
import { and, eq, getTableColumns, or } from 'drizzle-orm';
import { licenceDomains, licences } from '../../db/schema';
import type { Db } from '../db/database';

export type TLicence = typeof licences.$inferSelect;

/** The name a site goes by: the name its staff gave it (site settings), else the title it was leased under. */
export function siteTitleOf(licence: Pick<TLicence, 'siteName' | 'titleOfApp'>): string {
  return licence.siteName?.trim() || licence.titleOfApp;
}

export type THostMatch =
  | { kind: 'platform' }
  | { kind: 'licence'; licence: TLicence }
  | { kind: 'unknown'; host: string };

const CACHE_TTL_MS = 10_000;
const CACHE_MAX = 10_000;
const MAX_ID = 2_147_483_647;

export class LicenceResolver {
  private readonly cache = new Map<string, { at: number; licence: TLicence | null }>();
  /** Counts `forget` calls: a load that began before one must not cache what it read. */
  private generation = 0;
  private readonly forgetListeners: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly platformDomain: string,
  ) {}

  async resolve(hostHeader: string | undefined, licenceHeader: string | undefined): Promise<THostMatch> {
    if (licenceHeader) {
      const licence = await this.cached(`x:${licenceHeader}`, () => this.findBySelector(licenceHeader));
      return licence ? { kind: 'licence', licence } : { kind: 'unknown', host: licenceHeader };
    }
    const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
    if (
      host === this.platformDomain ||
      host === `www.${this.platformDomain}` ||
      host === '127.0.0.1' ||
      host === '[::1]'
    ) {
      return { kind: 'platform' };
    }
    const suffix = `.${this.platformDomain}`;
    const subdomain = host.endsWith(suffix) ? host.slice(0, -suffix.length) : undefined;
    const licence = await this.cached(`h:${host}`, () =>
      subdomain && !subdomain.includes('.')
        ? this.findOne(eq(licences.titleOfAppUnique, subdomain))
        : this.findByLiveCustomDomain(host),
    );
    return licence ? { kind: 'licence', licence } : { kind: 'unknown', host };
  }

  /** Drops cached answers after a licence changes (call it once the change is committed). */
  forget(): void {
    this.generation += 1;
    this.cache.clear();
    for (const listener of this.forgetListeners) listener();
  }

  /** Others holding what licences answer to (the TLS ask's names) hear of every change with the resolver. */
  onForget(listener: () => void): void {
    this.forgetListeners.push(listener);
  }

  private findBySelector(selector: string) {
    const value = selector.trim().toLowerCase();
    // An id must fit the id column (int4); a longer number can still be a subdomain.
    return /^\d{1,10}$/.test(value) && Number(value) <= MAX_ID
      ? this.findOne(or(eq(licences.id, Number(value)), eq(licences.titleOfAppUnique, value)))
      : this.findOne(eq(licences.titleOfAppUnique, value));
  }

  /**
   * A custom domain answers only once live (decision 0047): its DNS proved the licence's claim and the certificate
   * step is done. A claim still waiting — anyone may make one for any name — is an unknown host.
   */
  private async findByLiveCustomDomain(host: string): Promise<TLicence | null> {
    const [row] = await this.db
      .select(getTableColumns(licences))
      .from(licences)
      .innerJoin(
        licenceDomains,
        and(
          eq(licenceDomains.licenceId, licences.id),
          eq(licenceDomains.domain, host),
          eq(licenceDomains.kind, 'custom'),
          eq(licenceDomains.stage, 'live'),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  private async findOne(where: ReturnType<typeof eq> | undefined): Promise<TLicence | null> {
    const [row] = await this.db.select().from(licences).where(where).limit(1);
    return row ?? null;
  }

  private async cached(key: string, load: () => Promise<TLicence | null>): Promise<TLicence | null> {
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.licence;
    const generation = this.generation;
    const licence = await load();
    // A read that raced a change may hold the row as it was: answer this request with it, but keep nothing.
    if (generation !== this.generation) return licence;
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(key, { at: Date.now(), licence });
    return licence;
  }
}
