import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicCache, STABLE_ANSWER_LIFE_MS } from './public-cache';

afterEach(() => vi.useRealTimers());

const cacheOf = (ttlMs: number, maxEntries: number, maxBytes = 1_000_000) =>
  new PublicCache({ ttlMs, maxEntries, maxBytes });

describe('public cache', () => {
  it('keeps a licence’s answers until that licence writes, and no other licence’s write touches them', () => {
    const cache = cacheOf(30_000, 100);
    cache.set(cache.key(1, 'en', '/a'), 'one', {});
    cache.set(cache.key(2, 'en', '/a'), 'two', {});
    expect(cache.get(cache.key(1, 'en', '/a'))?.body).toBe('one');
    cache.invalidateLicence(1);
    expect(cache.get(cache.key(1, 'en', '/a'))).toBeUndefined();
    expect(cache.get(cache.key(2, 'en', '/a'))?.body).toBe('two');
  });

  it('keeps answers per language', () => {
    const cache = cacheOf(30_000, 100);
    cache.set(cache.key(1, 'srp', '/a'), 'srpski', {});
    expect(cache.get(cache.key(1, 'en', '/a'))).toBeUndefined();
  });

  it('forgets answers older than the TTL and never holds more than its maximum', () => {
    vi.useFakeTimers();
    const cache = cacheOf(1000, 2);
    cache.set(cache.key(1, 'en', '/a'), 'a', {});
    vi.advanceTimersByTime(1001);
    expect(cache.get(cache.key(1, 'en', '/a'))).toBeUndefined();
    for (const path of ['/x', '/y', '/z']) cache.set(cache.key(1, 'en', path), path, {});
    expect(cache.size).toBe(2);
    expect(cache.get(cache.key(1, 'en', '/x'))).toBeUndefined();
  });

  it('never holds more bytes than its budget, the oldest answers leaving first', () => {
    const cache = cacheOf(30_000, 100, 10_000);
    const page = (mark: string) => Buffer.alloc(4000, mark);
    cache.set(cache.key(1, 'en', '/1'), page('1'), {});
    cache.set(cache.key(1, 'en', '/2'), page('2'), {});
    cache.set(cache.key(1, 'en', '/3'), page('3'), {});
    expect(cache.get(cache.key(1, 'en', '/1'))).toBeUndefined();
    expect(cache.get(cache.key(1, 'en', '/3'))?.body).toEqual(page('3'));
    expect(cache.bytes).toBe(8000);
    // Text counts two bytes a character; an answer larger than the whole budget is not kept at all.
    cache.set(cache.key(1, 'en', '/text'), 'x'.repeat(1500), {});
    expect([cache.size, cache.bytes]).toEqual([2, 7000]);
    cache.set(cache.key(1, 'en', '/huge'), Buffer.alloc(10_001), {});
    expect(cache.get(cache.key(1, 'en', '/huge'))).toBeUndefined();
    expect(cache.get(cache.key(1, 'en', '/text'))?.body).toBe('x'.repeat(1500));
    // Storing the same answer again replaces it and counts it once.
    cache.set(cache.key(1, 'en', '/text'), 'y'.repeat(1500), {});
    expect([cache.size, cache.bytes]).toEqual([2, 7000]);
  });

  it('keeps an answer that only a write can change past the TTL, for a bounded time', () => {
    vi.useFakeTimers();
    const cache = cacheOf(30_000, 100);
    cache.set(cache.key(1, 'en', '/search'), 'hits', {}, undefined, STABLE_ANSWER_LIFE_MS);
    cache.set(cache.key(1, 'en', '/list'), 'items', {});
    vi.advanceTimersByTime(60_000);
    expect(cache.get(cache.key(1, 'en', '/search'))?.body).toBe('hits');
    expect(cache.get(cache.key(1, 'en', '/list'))).toBeUndefined();
    vi.advanceTimersByTime(STABLE_ANSWER_LIFE_MS);
    expect(cache.get(cache.key(1, 'en', '/search'))).toBeUndefined();
  });

  it('remembers a derived value (a list total) until the licence writes', async () => {
    const cache = cacheOf(30_000, 100);
    const load = vi.fn(async () => 42);
    expect(await cache.remember(7, 'total', load)).toBe(42);
    expect(await cache.remember(7, 'total', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    cache.invalidateLicence(7);
    load.mockResolvedValueOnce(43);
    expect(await cache.remember(7, 'total', load)).toBe(43);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
