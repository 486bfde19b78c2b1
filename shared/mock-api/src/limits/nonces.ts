/**
 * The replay check's memory of nonces, expired by time buckets: a map for the lookup and one
 * list of nonces per bucket, so a request drops only the buckets that have run out instead of
 * sweeping every nonce (the old sweep made signed throughput fall as the store filled).
 */

const BUCKET_MS = 10_000;

export class NonceStore {
  private seen = new Map<string, number>();
  /** Bucket number (time / BUCKET_MS) -> the nonces kept until that bucket's end. */
  private buckets = new Map<number, string[]>();
  private oldestBucket = Number.POSITIVE_INFINITY;

  get size(): number {
    return this.seen.size;
  }

  clear(): void {
    this.seen.clear();
    this.buckets.clear();
    this.oldestBucket = Number.POSITIVE_INFINITY;
  }

  /**
   * True when the nonce was used within the window; otherwise remembers it until `windowMs`
   * after `max(timestamp, now)` (a future timestamp is kept as long as it could be replayed).
   */
  isReplay(nonce: string, timestamp: number, now: number, windowMs: number): boolean {
    this.expire(now - windowMs);
    const at = this.seen.get(nonce);
    if (at !== undefined && at >= now - windowMs) return true;
    const keptFrom = Math.max(timestamp, now);
    this.seen.set(nonce, keptFrom);
    const bucket = Math.floor(keptFrom / BUCKET_MS);
    const list = this.buckets.get(bucket);
    if (list) list.push(nonce);
    else this.buckets.set(bucket, [nonce]);
    this.oldestBucket = Math.min(this.oldestBucket, bucket);
    return false;
  }

  /** Drops whole buckets that ended before `before`; the work is proportional to what expires. */
  private expire(before: number): void {
    const last = Math.floor(before / BUCKET_MS) - 1;
    if (this.buckets.size === 0 || this.oldestBucket > last) return;
    // Walk bucket numbers only while there are few; after a long pause, walk the map instead.
    const walk = last - this.oldestBucket < this.buckets.size ? rangeOf(this.oldestBucket, last) : [...this.buckets.keys()].filter((b) => b <= last);
    for (const bucket of walk) {
      const list = this.buckets.get(bucket);
      if (!list) continue;
      for (const nonce of list) {
        const at = this.seen.get(nonce);
        if (at !== undefined && Math.floor(at / BUCKET_MS) === bucket) this.seen.delete(nonce);
      }
      this.buckets.delete(bucket);
    }
    this.oldestBucket = this.buckets.size === 0 ? Number.POSITIVE_INFINITY : Math.min(...this.buckets.keys());
  }
}

function rangeOf(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i += 1) out.push(i);
  return out;
}
