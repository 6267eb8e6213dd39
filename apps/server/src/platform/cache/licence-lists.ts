/**
 * Visitors' lists of a licence held in memory (decision 0016): every public item of the licence, in list order, as
 * its wire JSON, with a few numeric facets (content type, category, author) to filter by. Any page of any filter is
 * then cut from memory, where a page query costs the database a round trip and the server several milliseconds.
 *
 * A licence's lists are loaded whole on first use and dropped by its next write (the public cache's generation), so
 * an answer is never older than the last write. Values that change without a write (view counts) may lag by
 * `maxAgeMs`: older lists are loaded again in the background while they still answer, so visitors of a busy site
 * never wait for the reload that only refreshes counts. Memory is bounded by `maxBytes`, the least recently used
 * licences leaving first.
 */

/** One item as the loader gives it: its wire JSON and the values it can be filtered by (null: none). */
export type TListItem = { json: string; facets: Readonly<Record<string, number | null>> };

/** A page cut from memory: the JSON array's bytes and how many items match the filter in all. */
export type TListPage = { body: Buffer; total: number; fromMemory: boolean };

export type TListRequest = {
  /** Every item of the licence in list order, at most `maxItemsPerLicence + 1` of them. */
  load(): Promise<TListItem[]>;
  /** Every named facet must equal its value. */
  filter: Readonly<Record<string, number>>;
  window: { offset: number; limit: number };
};

type TLicenceLists = {
  generation: number;
  loadedAt: number;
  bytes: number;
  count: number;
  /**
   * Every item's wire JSON, back to back in one buffer (no object per item for the collector to trace): item i is
   * `json[offsets[i], offsets[i + 1])`.
   */
  json: Buffer;
  offsets: Uint32Array;
  /** Facet values by name, one per item; 0 stands for null (ids are positive). */
  facets: Map<string, Int32Array>;
  /** Positions matching a filter, kept for the next page of the same list. */
  selections: Map<string, Uint32Array>;
};

/** A licence too large to hold: its lists go to the database until the licence changes or `maxAgeMs` passes. */
type TTooLarge = { generation: number; loadedAt: number; tooLarge: true };

const SELECTIONS_PER_LICENCE = 64;
const OPEN = 0x5b;
const COMMA = 0x2c;
const CLOSE = 0x5d;

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

  /** Bytes held now: the items' JSON and their indexes. */
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
    return { body: jsonArray(lists, positions, start, end), total, fromMemory };
  }

  private async listsOf(licenceId: number, load: () => Promise<TListItem[]>) {
    const generation = this.options.generationOf(licenceId);
    const held = this.licences.get(licenceId);
    if (held && held.generation === generation) {
      // Map order is recency: the first key is the least recently used.
      this.licences.delete(licenceId);
      this.licences.set(licenceId, held);
      if (Date.now() - held.loadedAt > this.options.maxAgeMs) this.reloadInBackground(licenceId, held, load);
      return { lists: held, fromMemory: true };
    }
    return { lists: await this.loadOnce(licenceId, generation, load), fromMemory: false };
  }

  /** One load per licence and generation, whoever asks while it runs. */
  private loadOnce(licenceId: number, generation: number, load: () => Promise<TListItem[]>) {
    const pending = this.loading.get(licenceId);
    if (pending && pending.generation === generation) return pending.done;
    const done = this.loadLicence(licenceId, generation, load).finally(() => {
      if (this.loading.get(licenceId)?.done === done) this.loading.delete(licenceId);
    });
    this.loading.set(licenceId, { generation, done });
    return done;
  }

  /**
   * Old lists of an unchanged licence keep answering while their successor loads. If that load fails, the old lists
   * go, so the next visitor loads in the foreground and meets the error instead of ever-older counts.
   */
  private reloadInBackground(licenceId: number, held: TLicenceLists | TTooLarge, load: () => Promise<TListItem[]>) {
    this.loadOnce(licenceId, held.generation, load).catch(() => {
      if (this.licences.get(licenceId) === held) this.release(licenceId);
    });
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
    if ('bytes' in lists) this.heldBytes += lists.bytes;
    for (const oldest of this.licences.keys()) {
      if (this.heldBytes <= this.options.maxBytes || oldest === licenceId) break;
      this.release(oldest);
    }
  }

  private release(licenceId: number) {
    const held = this.licences.get(licenceId);
    if (held && 'bytes' in held) this.heldBytes -= held.bytes;
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

/** `[item,item,…]` of the items at positions [start, end) of the selection (null: all items), copied once. */
function jsonArray(lists: TLicenceLists, positions: Uint32Array | null, start: number, end: number): Buffer {
  const itemAt = (i: number) => (positions ? positions[i]! : i);
  let size = 2 + Math.max(0, end - start - 1);
  for (let i = start; i < end; i++) size += lists.offsets[itemAt(i) + 1]! - lists.offsets[itemAt(i)]!;
  const body = Buffer.allocUnsafe(size);
  body[0] = OPEN;
  let at = 1;
  for (let i = start; i < end; i++) {
    if (i > start) body[at++] = COMMA;
    const item = itemAt(i);
    at += lists.json.copy(body, at, lists.offsets[item]!, lists.offsets[item + 1]!);
  }
  body[at] = CLOSE;
  return body;
}

function buildLists(items: TListItem[], generation: number, loadedAt: number): TLicenceLists {
  const offsets = new Uint32Array(items.length + 1);
  // At most three bytes a UTF-16 unit: room first, then one pass writes each item.
  let room = 0;
  for (const item of items) room += item.json.length * 3;
  const written = Buffer.allocUnsafe(room);
  let size = 0;
  items.forEach((item, i) => {
    offsets[i] = size;
    size += written.write(item.json, size);
  });
  offsets[items.length] = size;
  // Only what was written is kept.
  const json = Buffer.from(written.subarray(0, size));

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
  let bytes = json.byteLength + offsets.byteLength;
  for (const column of facets.values()) bytes += column.byteLength;
  return { generation, loadedAt, bytes, count: items.length, json, offsets, facets, selections: new Map() };
}
