/**
 * Visitors' widget answers held in memory per licence (decision 0034), as the content lists are (decision 0016): an
 * answer stays until the licence's next write (the public cache's generation) and, once older than `maxAgeMs`, is
 * loaded again in the background while it still answers. So only a site's first visit and the first after a write
 * wait for the database; "most read" and "random" may lag by `maxAgeMs`. The answer cache in front of it keeps
 * answers for seconds and answers before routing; this keeps them for minutes, so its misses stay cheap. Memory is
 * bounded by `maxBytes`, the least recently used answers leaving first.
 */

type THeld = { generation: number; loadedAt: number; body: Buffer };

export type TVisitorAnswersOptions = {
  maxAgeMs: number;
  maxBytes: number;
  /** The licence's current generation: it changes with every write that may change a public answer. */
  generationOf(licenceId: number): number;
};

export class VisitorAnswers {
  private readonly held = new Map<string, THeld>();
  private readonly loading = new Map<string, { generation: number; done: Promise<THeld> }>();
  private heldBytes = 0;

  constructor(private readonly options: TVisitorAnswersOptions) {}

  get enabled(): boolean {
    return this.options.maxAgeMs > 0 && this.options.maxBytes > 0;
  }

  get bytes(): number {
    return this.heldBytes;
  }

  /** The answer named `key` of the licence as JSON bytes: from memory, or from `load` (once, whoever asks meanwhile). */
  async answer(
    licenceId: number,
    key: string,
    load: () => Promise<unknown>,
  ): Promise<{ body: Buffer; fromMemory: boolean }> {
    const name = `${licenceId}:${key}`;
    const generation = this.options.generationOf(licenceId);
    const held = this.held.get(name);
    if (held && held.generation === generation) {
      // Map order is recency: the first key is the least recently used.
      this.held.delete(name);
      this.held.set(name, held);
      if (Date.now() - held.loadedAt > this.options.maxAgeMs) {
        // A failed reload drops the old answer, so the next visitor meets the error instead of an ever older answer.
        this.loadOnce(name, licenceId, generation, load).catch(() => {
          if (this.held.get(name) === held) this.release(name);
        });
      }
      return { body: held.body, fromMemory: true };
    }
    const loaded = await this.loadOnce(name, licenceId, generation, load);
    return { body: loaded.body, fromMemory: false };
  }

  private loadOnce(name: string, licenceId: number, generation: number, load: () => Promise<unknown>) {
    const pending = this.loading.get(name);
    if (pending && pending.generation === generation) return pending.done;
    const done = this.loadAnswer(name, licenceId, generation, load).finally(() => {
      if (this.loading.get(name)?.done === done) this.loading.delete(name);
    });
    this.loading.set(name, { generation, done });
    return done;
  }

  private async loadAnswer(name: string, licenceId: number, generation: number, load: () => Promise<unknown>) {
    const loadedAt = Date.now();
    const answer: THeld = { generation, loadedAt, body: Buffer.from(JSON.stringify(await load())) };
    // A write during the load made the answer stale already: it answers the requests that waited, nobody after.
    if (generation === this.options.generationOf(licenceId)) this.hold(name, answer);
    return answer;
  }

  private hold(name: string, answer: THeld) {
    this.release(name);
    if (answer.body.byteLength > this.options.maxBytes) return;
    this.held.set(name, answer);
    this.heldBytes += answer.body.byteLength;
    for (const oldest of this.held.keys()) {
      if (this.heldBytes <= this.options.maxBytes) break;
      this.release(oldest);
    }
  }

  private release(name: string) {
    const held = this.held.get(name);
    if (held) this.heldBytes -= held.body.byteLength;
    this.held.delete(name);
  }
}
