/**
 * When a failed call is asked again by the data layer (TanStack Query in the signed-in remotes).
 * The catalogue's reading: a business code or a 4xx is the server's answer and asking again
 * changes nothing; a call the client cancelled as a duplicate is asked again; a dropped
 * connection or a 5xx is asked once more for a read, never for a write (it may have happened).
 */
import type { FailureKind } from './index';

export type CallUse = 'read' | 'write';

/** Duplicate cancellations retried at most this many times. */
export const DUPLICATE_RETRIES = 3;
/** Reads that failed on the network or a 5xx retried this many times. */
export const TRANSIENT_READ_RETRIES = 1;

/** How long the data layer waits before asking again after `retries` retries already made: 250 ms, doubling, at most 2 s. */
export function retryDelayMs(retries: number): number {
  return Math.min(250 * 2 ** retries, 2_000);
}

/** Whether a call that failed with `error`, after `retries` retries already made (0 after the first failure), is asked again. */
export function shouldRetryCall(use: CallUse, retries: number, error: unknown): boolean {
  const failure = error as { kind?: FailureKind; status?: number } | null;
  if (typeof failure !== 'object' || failure === null || typeof failure.kind !== 'string') return false;
  switch (failure.kind) {
    case 'duplicate':
      return retries < DUPLICATE_RETRIES;
    case 'network':
      return use === 'read' && retries < TRANSIENT_READ_RETRIES;
    case 'http':
      return use === 'read' && (failure.status ?? 0) >= 500 && retries < TRANSIENT_READ_RETRIES;
    case 'business':
    case 'timeout':
    case 'protocol':
      return false;
  }
}
