/**
 * How many decoded pixels one payer (a signed-in account, else an address) may have the server process per minute
 * (decision 0049). Charged from the picture's header before anything is decoded, so a refused picture costs nothing.
 * In memory for one node, like the login throttle; a shared store replaces it when several nodes share the load.
 */
import { AppError } from '../http/errors';
import type { TActor } from '../permissions/policy';

export const PIXEL_BUDGET_WINDOW_MS = 60_000;
const MAX_PAYERS = 100_000;

/** Who pays for a picture's decoding: a key from `imagePayerOf`, or null for the server's own pictures (the seed). */
export type TImagePayer = string | null;

type TCharge = { at: number; pixels: number };

export class PixelBudget {
  private readonly charges = new Map<string, TCharge[]>();

  constructor(
    /** Pixels per window; 0 switches the budget off. */
    private readonly pixelsPerWindow: number,
    private readonly now: () => number = Date.now,
    private readonly windowMs = PIXEL_BUDGET_WINDOW_MS,
  ) {}

  /**
   * Counts `pixels` against the payer, or throws 429 `too_many_images` (with the seconds until it would fit) and
   * counts nothing. A picture larger than the whole budget passes only when the window holds nothing else, so each
   * payer always gets one picture per window.
   */
  charge(payer: TImagePayer, pixels: number): void {
    if (payer === null || this.pixelsPerWindow === 0) return;
    const now = this.now();
    const recent = (this.charges.get(payer) ?? []).filter((charge) => charge.at > now - this.windowMs);
    let spent = recent.reduce((sum, charge) => sum + charge.pixels, 0);
    if (recent.length > 0 && spent + pixels > this.pixelsPerWindow) {
      // The earliest moment enough of the window has passed for this picture to fit (or the window to be empty).
      let freeAt = now;
      for (const charge of recent) {
        spent -= charge.pixels;
        freeAt = charge.at + this.windowMs;
        if (spent + pixels <= this.pixelsPerWindow || spent === 0) break;
      }
      throw new AppError(429, 'too_many_images', { seconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) });
    }
    recent.push({ at: now, pixels });
    if (!this.charges.has(payer) && this.charges.size >= MAX_PAYERS) this.charges.clear();
    this.charges.set(payer, recent);
  }
}

/** The payer of a request: its signed-in account (a licence's user, a platform account), else its address. */
export function imagePayerOf(actor: Exclude<TActor, { kind: 'anonymous' }>, ip?: string): string;
export function imagePayerOf(actor: TActor, ip: string): string;
export function imagePayerOf(actor: TActor, ip?: string): string {
  switch (actor.kind) {
    case 'user':
      return `user:${actor.licenceId}:${actor.userId}`;
    case 'platform':
      return `platform:${actor.platformUserId}`;
    case 'anonymous':
      return `ip:${ip ?? ''}`;
  }
}
