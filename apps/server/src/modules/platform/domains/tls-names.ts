/**
 * The names a certificate may be issued for, held in memory (research §3, caddy#5724): Caddy asks before every
 * certificate it gets or renews — and since 2.7 for certificates already in storage — so the answer comes from this
 * set, never from a query per ask. The set is rebuilt after any licence or domain change (the licence resolver's
 * forget, which every such write calls) and every minute (changes made by another server process); a rebuild that
 * fails keeps the last set, so a database hiccup does not take live sites' certificates away.
 */
import { domainToASCII } from 'node:url';

export type TTlsEntry = { kind: 'subdomain' } | { kind: 'custom'; licenceId: number; domainId: number; stage: string };

export type TTlsNameSource = () => Promise<{
  subdomains: string[];
  customDomains: { licenceId: number; id: number; domain: string; stage: string }[];
}>;

type TLogger = { error: (object: object, message: string) => void };

export const TLS_NAMES_REFRESH_MS = 60_000;

export class TlsNames {
  private names = new Map<string, TTlsEntry>();
  private loaded = false;
  /** Bumped by every change: a rebuild that began before one is done again. */
  private generation = 0;
  /** The generation the current set was read at. */
  private builtGeneration = -1;
  private rebuilding: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly load: TTlsNameSource,
    private readonly platformDomain: string,
    private readonly log: TLogger,
  ) {}

  /** Keeps the set fresh on a timer (for changes other processes make); `stop` ends it. */
  start(refreshMs = TLS_NAMES_REFRESH_MS): void {
    this.timer = setInterval(() => void this.rebuild(), refreshMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Something changed: the next ask waits for a fresh set. */
  invalidate(): void {
    this.generation += 1;
  }

  /** What `name` is to Izlog (a subdomain of an active licence, a custom domain whose DNS passed), or null. */
  async find(name: string): Promise<TTlsEntry | null> {
    if (!this.loaded || this.rebuildDue()) await this.rebuild();
    const asked = name.trim().toLowerCase().replace(/\.$/, '');
    // A bare host name only (domainToASCII would read past a path or a port).
    const host = /[/?#@:\\%\s[\]]/.test(asked) ? '' : domainToASCII(asked);
    if (!host) return null;
    const suffix = `.${this.platformDomain}`;
    if (host.endsWith(suffix)) {
      const label = host.slice(0, -suffix.length);
      return label.includes('.') ? null : (this.names.get(`sub:${label}`) ?? null);
    }
    // www of a custom domain is redirected to it by the TLS terminator, which needs a certificate for it too.
    return this.names.get(`custom:${host}`) ?? this.names.get(`custom:${host.replace(/^www\./, '')}`) ?? null;
  }

  private rebuildDue(): boolean {
    return this.builtGeneration !== this.generation;
  }

  /** One rebuild at a time; asks meanwhile wait for it (it is one query over two small sets). */
  rebuild(): Promise<void> {
    this.rebuilding ??= this.doRebuild().finally(() => {
      this.rebuilding = null;
    });
    return this.rebuilding;
  }

  private async doRebuild(): Promise<void> {
    for (let round = 0; round < 3; round += 1) {
      const generation = this.generation;
      try {
        const { subdomains, customDomains } = await this.load();
        const names = new Map<string, TTlsEntry>();
        for (const label of subdomains) names.set(`sub:${label}`, { kind: 'subdomain' });
        for (const row of customDomains) {
          names.set(`custom:${row.domain}`, {
            kind: 'custom',
            licenceId: row.licenceId,
            domainId: row.id,
            stage: row.stage,
          });
        }
        this.names = names;
        this.loaded = true;
        this.builtGeneration = generation;
      } catch (error) {
        this.log.error({ err: error }, 'TLS ask: could not rebuild the list of names; answering from the last one');
        this.builtGeneration = generation;
        return;
      }
      if (generation === this.generation) return;
    }
  }
}
