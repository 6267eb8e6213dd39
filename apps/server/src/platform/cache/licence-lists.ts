/**
 * Visitors' lists of a licence held in memory (decision 0016): every public item of the licence, in list order, as
 * the text its loader read, with a few numeric facets (content type, category, author) to filter by. Any page of
 * any filter is then cut from memory, where a page query costs the database a round trip and the server several
 * milliseconds. An item is turned into its wire JSON the first time a page shows it, and kept so.
 *
 * A licence's lists are loaded whole on first use and dropped by its next write (the public cache's generation), so
 * an answer is never older than the last write; values that change without a write (view counts) may lag by
 * `maxAgeMs`. Memory is bounded by `maxBytes`, the least recently used licences leaving first.
 */

/** One item as the loader gives it: its source text and the values it can be filtered by (null: none). */
export type TListItem = { source: string; facets: Readonly<Record<string, number | null>> };

/** A page cut from memory: the JSON array's bytes and how many items match the filter in all. */
export type TListPage = { body: Buffer; total: number; fromMemory: boolean };

export type TListRequest = {
  /** Every item of the licence in list order, at most `maxItemsPerLicence + 1` of them. */
  load(): Promise<TListItem[]>;
  /** An item's wire JSON from its source text. */
  present(source: string): string;
  /** Every named facet must equal its value. */
  filter: Readonly<Record<string, number>>;
  window: { offset: number; limit: number };
};

type TLicenceLists = {
  generation: number;
  loadedAt: number;
  bytes: number;
  /** Counted in the held bytes: items presented later add to them. */
  isHeld: boolean;
  count: number;
  /** Every item's source text, back to back; item i is `sources[offsets[i], offsets[i + 1])`. */
  sources: Buffer;
  offsets: Uint32Array;
  /** Wire JSON of the items shown so far. */
  presented: (Buffer | undefined)[];
  /** Facet values by name, one per item; 0 stands for null (ids are positive). */
  facets: Map<string, Int32Array>;
  /** Positions matching a filter, kept for the next page of the same list. */
  selections: Map<string, Uint32Array>;
};

/** A licence too large to hold: its lists go to the database until the licence changes or `maxAgeMs` passes. */
type TTooLarge = { generation: number; loadedAt: number; tooLarge: true };

const SELECTIONS_PER_LICENCE = 64;

export type TLicenceListsOptions = {
  maxAgeMs: number;
  maxBytes: number;
  /** Items above which a licence is not held (its lists stay with the database). */
  maxItemsPerLicence: number;
  /** The licence's current generation: it changes with every write that may change a public answer. */
  generationOf(licenceId: number): number;
};

export class LicenceLists {
  private readonly licences = new Map<number, TLicenceLists | TTooLarge>();
  private readonly loading = new Map<number, { generation: number; done: Promise<TLicenceLists | TTooLarge> }>();
  private heldBytes = 0;

  constructor(private readonly options: TLicenceListsOptions) {}

  get enabled(): boolean {
    return this.options.maxAgeMs > 0 && this.options.maxBytes > 0;
  }

  /** Bytes held now: sources, indexes and the wire JSON of the items shown. */
  get bytes(): number {
    return this.heldBytes;
  }

  /**
   * One page of the items matching the request's filter, or null when this licence's lists are not held in memory
   * (turned off, or too large) and the caller should ask the database.
   */
  async page(licenceId: number, request: TListRequest): Promise<TListPage | null> {
    if (!this.enabled) return null;
    const { lists, fromMemory } = await this.listsOf(licenceId, request.load);
    if ('tooLarge' in lists) return null;
    const positions = this.select(lists, request.filter);
    const total = positions ? positions.length : lists.count;
    const start = Math.min(request.window.offset, total);
    const end = Math.min(request.window.offset + request.window.limit, total);
    const items: Buffer[] = [];
    for (let i = start; i < end; i++) items.push(this.presented(lists, positions ? positions[i]! : i, request.present));
    if (this.licences.get(licenceId) === lists) this.evictBeyondBudget(licenceId);
    return { body: jsonArray(items), total, fromMemory };
  }

  private presented(lists: TLicenceLists, item: number, present: (source: string) => string): Buffer {
    const kept = lists.presented[item];
    if (kept !== undefined) return kept;
    const json = Buffer.from(present(lists.sources.toString('utf8', lists.offsets[item], lists.offsets[item + 1])));
    lists.presented[item] = json;
    lists.bytes += json.byteLength;
    if (lists.isHeld) this.heldBytes += json.byteLength;
    return json;
  }

  private async listsOf(licenceId: number, load: () => Promise<TListItem[]>) {
    const generation = this.options.generationOf(licenceId);
    const held = this.licences.get(licenceId);
    if (held && held.generation === generation && Date.now() - held.loadedAt <= this.options.maxAgeMs) {
      // Map order is recency: the first key is the least recently used.
      this.licences.delete(licenceId);
      this.licences.set(licenceId, held);
      return { lists: held, fromMemory: true };
    }
    let pending = this.loading.get(licenceId);
    if (!pending || pending.generation !== generation) {
      const done = this.loadLicence(licenceId, generation, load).finally(() => {
        if (this.loading.get(licenceId)?.done === done) this.loading.delete(licenceId);
      });
      pending = { generation, done };
      this.loading.set(licenceId, pending);
    }
    return { lists: await pending.done, fromMemory: false };
  }

  private async loadLicence(licenceId: number, generation: number, load: () => Promise<TListItem[]>) {
    const loadedAt = Date.now();
    const items = await load();
    const lists: TLicenceLists | TTooLarge =
      items.length > this.options.maxItemsPerLicence
        ? { generation, loadedAt, tooLarge: true }
        : buildLists(items, generation, loadedAt);
    // A write during the load made these lists stale already: they answer the requests that waited, nobody after.
    if (generation === this.options.generationOf(licenceId)) this.hold(licenceId, lists);
    return lists;
  }

  private hold(licenceId: number, lists: TLicenceLists | TTooLarge) {
    this.release(licenceId);
    this.licences.set(licenceId, lists);
    if ('bytes' in lists) {
      lists.isHeld = true;
      this.heldBytes += lists.bytes;
    }
    this.evictBeyondBudget(licenceId);
  }

  private evictBeyondBudget(keep: number) {
    for (const oldest of this.licences.keys()) {
      if (this.heldBytes <= this.options.maxBytes || oldest === keep) break;
      this.release(oldest);
    }
  }

  private release(licenceId: number) {
    const held = this.licences.get(licenceId);
    if (held && 'bytes' in held) {
      held.isHeld = false;
      this.heldBytes -= held.bytes;
    }
    this.licences.delete(licenceId);
  }

  /** Positions of the items matching every facet of `filter`; null means all of them. */
  private select(lists: TLicenceLists, filter: Readonly<Record<string, number>>): Uint32Array | null {
    const names = Object.keys(filter).sort();
    if (names.length === 0) return null;
    const key = names.map((name) => `${name}=${filter[name]}`).join('&');
    const kept = lists.selections.get(key);
    if (kept) return kept;
    const columns = names.map((name) => lists.facets.get(name));
    const wanted = names.map((name) => filter[name]!);
    const matches: number[] = [];
    for (let item = 0; item < lists.count; item++) {
      let isMatch = true;
      for (let f = 0; f < columns.length && isMatch; f++) isMatch = columns[f]?.[item] === wanted[f];
      if (isMatch) matches.push(item);
    }
    const positions = Uint32Array.from(matches);
    if (lists.selections.size >= SELECTIONS_PER_LICENCE) lists.selections.clear();
    lists.selections.set(key, positions);
    return positions;
  }
}

const OPEN = 0x5b;
const COMMA = 0x2c;
const CLOSE = 0x5d;

/** `[item,item,…]` from the items' JSON bytes, copied once. */
function jsonArray(items: Buffer[]): Buffer {
  let size = 2 + Math.max(0, items.length - 1);
  for (const item of items) size += item.byteLength;
  const body = Buffer.allocUnsafe(size);
  body[0] = OPEN;
  let at = 1;
  items.forEach((item, i) => {
    if (i > 0) body[at++] = COMMA;
    at += item.copy(body, at);
  });
  body[at] = CLOSE;
  return body;
}

function buildLists(items: TListItem[], generation: number, loadedAt: number): TLicenceLists {
  const offsets = new Uint32Array(items.length + 1);
  let size = 0;
  for (let i = 0; i < items.length; i++) {
    offsets[i] = size;
    size += Buffer.byteLength(items[i]!.source);
  }
  offsets[items.length] = size;
  const sources = Buffer.allocUnsafe(size);
  items.forEach((item, i) => {
    sources.write(item.source, offsets[i]!);
  });

  const facets = new Map<string, Int32Array>();
  items.forEach((item, i) => {
    for (const [name, value] of Object.entries(item.facets)) {
      let column = facets.get(name);
      if (!column) {
        column = new Int32Array(items.length);
        facets.set(name, column);
      }
      column[i] = value ?? 0;
    }
  });
  let bytes = sources.byteLength + offsets.byteLength;
  for (const column of facets.values()) bytes += column.byteLength;
  return {
    generation,
    loadedAt,
    bytes,
    isHeld: false,
    count: items.length,
    sources,
    offsets,
    presented: new Array(items.length),
    facets,
    selections: new Map(),
  };
}
