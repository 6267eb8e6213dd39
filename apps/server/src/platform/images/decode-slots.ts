/**
 * How many pictures the process decodes at once (decision 0049): a decode takes tens of megabytes and a core, so
 * past the bound a picture waits its turn instead of every upload of a burst decoding together.
 */
export class DecodeSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly atOnce: number) {}

  /** Runs `work` once a slot is free; the slot is given back however the work ends. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.atOnce) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next in line, so `running` never drops below the work actually running.
      if (next) next();
      else this.running -= 1;
    }
  }
}
