/**
 * Cache of public answers: GET routes that opt in (`config.publicCache`) answer visitors from memory. Every
 * successful write to a licence (any non-GET request that succeeds) drops that licence's cached answers, so a
 * cached answer is never older than the last write; view counts ("most read") may lag by at most the TTL.
 * In memory for one node; with several nodes the generation bump travels over Redis (docs/OPERATIONS.md).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Visitors' answers to this GET may be served from the public cache; `onHit` runs for an answer served from it
     * (a single content still counts its view), with the note its route left when the answer was made
     * (`noteForCachedAnswer`; undefined when it left none). `untilWrite`: the answer shows nothing that changes without a write
     * (no view counts), so it is kept until the licence's next write, or `STABLE_ANSWER_LIFE_MS` at most.
     */
    publicCache?: boolean | { onHit?(request: FastifyRequest, note: unknown): void; untilWrite?: boolean };
    /**
     * A write that changes nothing a visitor's answer shows (a first place's click, counted in memory): it does not
     * drop the licence's cached answers as every other successful write does.
     */
    keepsPublicCache?: boolean;
  }
}

/** `body`: the answer as sent, text or bytes (lists cut from memory are bytes already). */
type TEntry = {
  expiresAt: number;
  body: string | Buffer;
  headers: Record<string, string>;
  value?: unknown;
  bytes: number;
};

export type TPublicCacheOptions = { ttlMs: number; maxEntries: number; maxBytes: number };

/** What an entry may take in memory: a string's UTF-16 length counted twice (no encoding pass per answer). */
const bytesOf = (body: string | Buffer): number => (typeof body === 'string' ? body.length * 2 : body.byteLength);

/**
 * How long an answer that only a write can change is kept: a bound for changes made outside the API (a licence edited
 * in the database, say), which no write of the licence announces.
 */
export const STABLE_ANSWER_LIFE_MS = 10 * 60_000;

const CACHED_HEADERS = [
  'content-type',
  'x-pagination-current-page',
  'x-pagination-page-count',
  'x-pagination-per-page',
  'x-pagination-total-count',
  'link',
];

export class PublicCache {
  private readonly entries = new Map<string, TEntry>();
  private readonly generations = new Map<number, number>();
  private heldBytes = 0;

  constructor(private readonly options: TPublicCacheOptions) {}

  /** Changes with every write to the licence: what was derived under another generation is out of date. */
  generation(licenceId: number): number {
    return this.generations.get(licenceId) ?? 0;
  }

  key(licenceId: number, language: string, url: string): string {
    return `${licenceId}:${this.generation(licenceId)}:${language}:${url}`;
  }

  get(key: string): TEntry | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() > entry.expiresAt) {
      this.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Whether answers are cached at all (a TTL of 0 turns the cache off). */
  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  set(
    key: string,
    body: string | Buffer,
    headers: Record<string, string>,
    value?: unknown,
    lifeMs = this.options.ttlMs,
  ): void {
    const bytes = bytesOf(body);
    if (!this.enabled || bytes > this.options.maxBytes) return;
    this.delete(key);
    // Map keeps insertion order: dropping the oldest first keeps both bounds.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < this.options.maxEntries && this.heldBytes + bytes <= this.options.maxBytes) break;
      this.delete(oldest);
    }
    this.entries.set(key, { expiresAt: Date.now() + lifeMs, body, headers, value, bytes });
    this.heldBytes += bytes;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.heldBytes -= entry.bytes;
    this.entries.delete(key);
  }

  /**
   * A value derived from the licence's public data (such as a list's total count, shared by all its pages), kept
   * under the same rules as cached answers: dropped by the licence's next write, or after the TTL.
   */
  async remember<T>(licenceId: number, name: string, load: () => Promise<T>): Promise<T> {
    const key = `${licenceId}:${this.generation(licenceId)}:value:${name}`;
    const hit = this.get(key);
    if (hit) return hit.value as T;
    const value = await load();
    this.set(key, '', {}, value);
    return value;
  }

  /** Every answer cached for the licence becomes unreachable (its keys carry the old generation). */
  invalidateLicence(licenceId: number): void {
    this.generations.set(licenceId, (this.generations.get(licenceId) ?? 0) + 1);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Memory the answers take, as counted against `maxBytes`. */
  get bytes(): number {
    return this.heldBytes;
  }
}

const CACHE_KEY = Symbol('publicCacheKey');
const CACHE_NOTE = Symbol('publicCacheNote');
type TCachedRequest = FastifyRequest & { [CACHE_KEY]?: string; [CACHE_NOTE]?: unknown };

/**
 * Something the route wants back with every later answer served from this one's cache entry (`onHit`'s `note`): the
 * sponsored entries a category list page showed, whose impressions count on every serving, cached or not.
 */
export function noteForCachedAnswer(request: FastifyRequest, note: unknown): void {
  (request as TCachedRequest)[CACHE_NOTE] = note;
}

function isCacheable(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    Boolean(request.routeOptions.config.publicCache) &&
    request.licence !== null &&
    request.actor?.kind === 'anonymous'
  );
}

export const publicCache = fp<{ cache: PublicCache }>(async (app: FastifyInstance, { cache }) => {
  app.addHook('onRequest', async (request: TCachedRequest, reply: FastifyReply) => {
    if (!cache.enabled || !isCacheable(request)) return;
    const key = cache.key(request.licence!.id, request.language, request.url);
    const hit = cache.get(key);
    if (hit) {
      const { publicCache: options } = request.routeOptions.config;
      if (typeof options === 'object') options.onHit?.(request, hit.value);
      reply.headers({ ...hit.headers, 'x-cache': 'hit' });
      return reply.send(hit.body);
    }
    request[CACHE_KEY] = key;
  });

  app.addHook('onSend', async (request: TCachedRequest, reply, payload) => {
    const key = request[CACHE_KEY];
    if (key && reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      const headers: Record<string, string> = {};
      for (const name of CACHED_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const { publicCache: options } = request.routeOptions.config;
      const untilWrite = typeof options === 'object' && options.untilWrite === true && cache.enabled;
      cache.set(key, payload, headers, request[CACHE_NOTE], untilWrite ? STABLE_ANSWER_LIFE_MS : undefined);
      reply.header('x-cache', 'miss');
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const isWrite = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    // A refused write (4xx) changed nothing; anything else may have.
    const mayHaveChanged = reply.statusCode < 400 || reply.statusCode >= 500;
    const keepsAnswers = request.routeOptions.config.keepsPublicCache === true;
    if (isWrite && request.licence && mayHaveChanged && !keepsAnswers) cache.invalidateLicence(request.licence.id);
  });
});
