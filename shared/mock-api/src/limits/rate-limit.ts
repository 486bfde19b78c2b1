/**
 * Per-client-address rate limits of the slider calls with @fastify/rate-limit: a store on the
 * mock's clock (tests move time; `POST /__mock/reset` clears it) and answers in the envelope
 * (HTTP 429, 501015, `data.retryAfterSeconds`, `Retry-After`).
 */
import rateLimit, { type FastifyRateLimitStore, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { BizCode, retryLaterError, tooFrequentMessage } from '../envelope';
import { secondsFrom } from './config';

interface Window {
  count: number;
  startedAt: number;
}

/**
 * A world's windows of every limited route (keyed by the route's store, then by client address),
 * so a reset can clear them all at once and each world counts apart.
 */
export class RateLimitWindows {
  readonly windows = new Map<number, Map<string, Window>>();

  clear(): void {
    this.windows.clear();
  }

  of(store: number): Map<string, Window> {
    let map = this.windows.get(store);
    if (!map) {
      map = new Map();
      this.windows.set(store, map);
    }
    return map;
  }
}

/**
 * A store class for @fastify/rate-limit's `store` option: fixed windows per key, on the mock's
 * clock, kept in the windows of the world answering the call (`windows` is read on each call).
 */
function storeClass(windows: () => RateLimitWindows, now: () => number): new () => FastifyRateLimitStore {
  let stores = 0;
  return class MockClockStore implements FastifyRateLimitStore {
    private readonly id = stores++;

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const at = now();
      const map = windows().of(this.id);
      let entry = map.get(key);
      if (!entry || entry.startedAt + timeWindow <= at) {
        entry = { count: 0, startedAt: at };
        // Stale windows go when the map grows: one address per window at most.
        if (map.size > 10_000) for (const [k, w] of map) if (w.startedAt + timeWindow <= at) map.delete(k);
      }
      entry.count += 1;
      map.set(key, entry);
      callback(null, { current: entry.count, ttl: entry.startedAt + timeWindow - at });
    }

    child(): FastifyRateLimitStore {
      return new MockClockStore();
    }
  };
}

/** Registers @fastify/rate-limit (not global: routes opt in with `config.rateLimit`). */
export async function registerRateLimit(api: FastifyInstance, windows: () => RateLimitWindows, now: () => number): Promise<void> {
  const options: RateLimitPluginOptions = {
    global: false,
    store: storeClass(windows, now) as RateLimitPluginOptions['store'],
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) => {
      const seconds = secondsFrom(context.ttl);
      return retryLaterError(BizCode.TOO_FREQUENT, tooFrequentMessage(seconds), seconds, 429);
    },
  };
  await api.register(rateLimit, options);
}

/** The `config` of a route limited to `max` calls per client address per minute. */
export const perMinute = (max: number): { rateLimit: { max: number; timeWindow: number } } => ({ rateLimit: { max, timeWindow: 60_000 } });
