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

/** Every window of every route, so a reset can clear them all at once. */
export class RateLimitWindows {
  private readonly stores = new Set<Map<string, Window>>();

  constructor(private readonly now: () => number) {}

  clear(): void {
    for (const store of this.stores) store.clear();
  }

  /** A store class for @fastify/rate-limit's `store` option: fixed windows per key, on the mock's clock. */
  storeClass(): new () => FastifyRateLimitStore {
    const clock = (): number => this.now();
    const track = (map: Map<string, Window>): void => {
      this.stores.add(map);
    };
    return class MockClockStore implements FastifyRateLimitStore {
      private readonly map = new Map<string, Window>();

      constructor() {
        track(this.map);
      }

      incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
        const now = clock();
        let entry = this.map.get(key);
        if (!entry || entry.startedAt + timeWindow <= now) {
          entry = { count: 0, startedAt: now };
          // Stale windows go when the map grows: one address per window at most.
          if (this.map.size > 10_000) for (const [k, w] of this.map) if (w.startedAt + timeWindow <= now) this.map.delete(k);
        }
        entry.count += 1;
        this.map.set(key, entry);
        callback(null, { current: entry.count, ttl: entry.startedAt + timeWindow - now });
      }

      child(): FastifyRateLimitStore {
        return new MockClockStore();
      }
    };
  }
}

/** Registers @fastify/rate-limit (not global: routes opt in with `config.rateLimit`). */
export async function registerRateLimit(api: FastifyInstance, windows: RateLimitWindows): Promise<void> {
  const options: RateLimitPluginOptions = {
    global: false,
    store: windows.storeClass() as RateLimitPluginOptions['store'],
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
