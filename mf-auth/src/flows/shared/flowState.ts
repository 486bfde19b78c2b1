/**
 * A flow's state (the personal, enterprise or change flow's info) held outside the query client:
 * a page's first view (its heading, its first lines) is decided by it, and does not wait for
 * TanStack Query's code, which loads below the heading. Reads are retried as the query client's
 * are (core `shouldRetryCall`, the same delays); one read at a time per key, which a page that
 * opens while it is on its way joins, and which a refresh replaces.
 */
import { retryDelayMs, shouldRetryCall } from '@portal/core';

export type FlowStatus = 'pending' | 'success' | 'error';

export interface FlowSnapshot {
  data: unknown;
  status: FlowStatus;
  /** How many reads of this key have settled (answered, or failed for good). */
  settled: number;
  fetching: boolean;
}

interface Entry {
  snapshot: FlowSnapshot;
  reading: Promise<void> | undefined;
  listeners: Set<() => void>;
}

const EMPTY: FlowSnapshot = { data: undefined, status: 'pending', settled: 0, fetching: false };
const entries = new Map<string, Entry>();

function entryOf(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { snapshot: EMPTY, reading: undefined, listeners: new Set() };
    entries.set(key, entry);
  }
  return entry;
}

function update(entry: Entry, change: Partial<FlowSnapshot>): void {
  entry.snapshot = { ...entry.snapshot, ...change };
  for (const listener of [...entry.listeners]) listener();
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The query client's retry rule and delays (`@portal/ui/query`), for a read. */
async function withRetries<T>(read: () => Promise<T>): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await read();
    } catch (error) {
      if (!shouldRetryCall('read', failures, error)) throw error;
      await wait(retryDelayMs(failures));
    }
  }
}

/**
 * Reads the state under `key`: a read on its way is joined, unless `fresh` (a refresh after a
 * step), which starts a new one whose answer replaces it. Resolves once the read has settled.
 */
export function readFlow(key: string, read: () => Promise<unknown>, { fresh = false } = {}): Promise<void> {
  const entry = entryOf(key);
  if (entry.reading && !fresh) return entry.reading;
  const reading: Promise<void> = withRetries(read).then(
    (data) => {
      if (entry.reading !== reading) return;
      entry.reading = undefined;
      update(entry, { data, status: 'success', settled: entry.snapshot.settled + 1, fetching: false });
    },
    () => {
      if (entry.reading !== reading) return;
      entry.reading = undefined;
      // A failed read keeps the last answer, as the query client does.
      update(entry, { status: 'error', settled: entry.snapshot.settled + 1, fetching: false });
    },
  );
  entry.reading = reading;
  update(entry, { fetching: true });
  return reading;
}

/** What is known under `key` (the same object until it changes). */
export function flowSnapshot(key: string): FlowSnapshot {
  return entries.get(key)?.snapshot ?? EMPTY;
}

export function subscribeFlow(key: string, listener: () => void): () => void {
  const entry = entryOf(key);
  entry.listeners.add(listener);
  return () => entry.listeners.delete(listener);
}

/** Forgets every state (the session ended): nothing read for one session is shown in the next. */
export function clearFlows(): void {
  for (const entry of entries.values()) {
    entry.reading = undefined;
    update(entry, EMPTY);
  }
}
