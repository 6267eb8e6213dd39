/**
 * How many comments one address may post as a visitor within a window (the LoginThrottle idea, for comments). Only
 * accepted posts count, so a mistyped captcha costs nothing. In memory for one node, like the login throttle; a
 * Redis store replaces it when several nodes share the load.
 */
import { AppError } from '../../../platform/http/errors';

export const VISITOR_COMMENTS_PER_WINDOW = 5;
export const VISITOR_COMMENT_WINDOW_MS = 10 * 60_000;
const MAX_KEYS = 100_000;

export class VisitorCommentThrottle {
  private readonly posts = new Map<string, number[]>();

  constructor(
    private readonly maxPosts = VISITOR_COMMENTS_PER_WINDOW,
    private readonly windowMs = VISITOR_COMMENT_WINDOW_MS,
  ) {}

  /** Throws 429 (with the seconds to wait) when `key` has posted its fill within the window. */
  assertAllowed(key: string): void {
    const recent = this.recent(key);
    if (recent.length >= this.maxPosts) {
      const retryMs = (recent[0] ?? Date.now()) + this.windowMs - Date.now();
      throw new AppError(429, 'too_many_requests', { seconds: Math.max(1, Math.ceil(retryMs / 1000)) });
    }
  }

  recordPost(key: string): void {
    const recent = this.recent(key);
    recent.push(Date.now());
    if (this.posts.size >= MAX_KEYS) this.posts.clear();
    this.posts.set(key, recent);
  }

  private recent(key: string): number[] {
    const since = Date.now() - this.windowMs;
    return (this.posts.get(key) ?? []).filter((t) => t > since);
  }
}
