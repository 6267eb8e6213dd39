/**
 * Failed-login counting per account (DESIGN §4); per-address limits come from @fastify/rate-limit on the route.
 * In memory for one node; a Redis store replaces it when several nodes share the load (docs/OPERATIONS.md).
 */
import { AppError } from '../http/errors';

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxAttempts: number,
    private readonly windowMs: number,
  ) {}

  /** Throws 429 when the account has failed too often within the window. */
  assertAllowed(key: string): void {
    const recent = this.recent(key);
    if (recent.length >= this.maxAttempts) {
      const retryMs = (recent[0] ?? Date.now()) + this.windowMs - Date.now();
      throw new AppError(429, 'too_many_requests', { seconds: Math.max(1, Math.ceil(retryMs / 1000)) });
    }
  }

  recordFailure(key: string): void {
    const recent = this.recent(key);
    recent.push(Date.now());
    this.failures.set(key, recent);
    if (this.failures.size > 100_000) this.failures.clear();
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = Date.now() - this.windowMs;
    return (this.failures.get(key) ?? []).filter((t) => t > since);
  }
}
