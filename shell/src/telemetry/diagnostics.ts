import type { FallbackReason } from '@portal/core/routing';
import { telemetry } from './beacon';

/** What this page view did with one remote: the diagnostics page's row. */
export interface RemoteLoadReport {
  name: string;
  /** The version this page view loaded (or tried last) and its entry. */
  version?: string;
  entry?: string;
  loaded?: 'current' | 'previous';
  reason?: FallbackReason;
  loadMs?: number;
  mountMs?: number;
  errors: string[];
}

export interface VitalReport {
  name: string;
  value: number;
  rating?: string;
}

const remotes = new Map<string, RemoteLoadReport>();
const vitals = new Map<string, VitalReport>();
const listeners = new Set<() => void>();
let version = 0;

const changed = () => {
  version += 1;
  listeners.forEach((listener) => listener());
};

const row = (name: string): RemoteLoadReport => {
  let report = remotes.get(name);
  if (!report) remotes.set(name, (report = { name, errors: [] }));
  return report;
};

/** The version a page view chose for a remote: the current one, or the previous one and why. */
export function noteChoice(name: string, choice: { use: 'current' | 'previous'; entry: string; version?: string; reason?: FallbackReason }, from?: string): void {
  Object.assign(row(name), { loaded: choice.use, entry: choice.entry, version: choice.version, reason: choice.reason, loadMs: undefined, mountMs: undefined });
  if (choice.use === 'previous' && choice.reason) {
    telemetry.send({ type: 'remote-fallback', remote: name, from, to: choice.version, reason: choice.reason.kind, detail: choice.reason.detail });
  }
  changed();
}

export function noteTiming(name: string, timing: { loadMs?: number; mountMs?: number }): void {
  Object.assign(row(name), timing);
  changed();
}

/** A failure: kept for the page and reported. */
export function noteError(name: string, detail: string, remoteVersion?: string): void {
  row(name).errors.push(detail);
  telemetry.send({ type: 'remote-failed', remote: name, version: remoteVersion, detail });
  changed();
}

export function noteVital(vital: VitalReport): void {
  vitals.set(vital.name, vital);
  telemetry.send({ type: 'web-vital', ...vital });
  changed();
}

export const diagnostics = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version: () => version,
  remotes: (): RemoteLoadReport[] => [...remotes.values()].map((r) => ({ ...r, errors: [...r.errors] })),
  vitals: (): VitalReport[] => [...vitals.values()],
};

/** A short message for an error of any kind. */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
