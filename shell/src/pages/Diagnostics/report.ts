import { getInstance } from '@module-federation/enhanced/runtime';
import { versionParts, type RemotesManifest } from '@portal/core/routing';
import type { RemoteLoadReport, VitalReport } from '../../telemetry/diagnostics';
import { RUNNING_CONTRACT, choiceOf } from '../../remotes/versions';

export interface RemoteRow {
  name: string;
  version?: string;
  commit?: string;
  builtAt?: string;
  entry: string;
  /** What this page view loaded, or would load: the current version, the previous one, none. */
  loaded: 'current' | 'previous' | 'none';
  reason?: { kind: 'incompatible' | 'failed'; detail: string };
  /** Whether this page view loaded it at all. */
  used: boolean;
  loadMs?: number;
  mountMs?: number;
  errors: string[];
}

export interface SharedRow {
  name: string;
  version: string;
  from: string;
  loaded: boolean;
}

export interface DiagnosticsReport {
  generatedAt: string;
  page: string;
  userAgent: string;
  contract: Record<string, string>;
  remotes: RemoteRow[];
  shared: SharedRow[];
  vitals: VitalReport[];
}

/** One row per remote of remotes.json, with what this page view did with it. */
export function remoteRows(manifest: RemotesManifest | undefined, loads: RemoteLoadReport[]): RemoteRow[] {
  return (manifest?.remotes ?? []).map((remote) => {
    const load = loads.find((l) => l.name === remote.name);
    const choice = choiceOf(remote);
    const version = choice.use === 'none' ? remote.version : choice.version;
    const { commit, builtAt } = versionParts(version);
    return {
      name: remote.name,
      version,
      commit,
      builtAt,
      entry: choice.use === 'none' ? remote.entry : choice.entry,
      loaded: choice.use,
      reason: choice.reason,
      used: load?.loadMs !== undefined,
      loadMs: load?.loadMs,
      mountMs: load?.mountMs,
      errors: load?.errors ?? [],
    };
  });
}

/** The shared singletons in the federation runtime's share scope, and who provided each. */
export function sharedRows(): SharedRow[] {
  const scope = getInstance()?.shareScopeMap?.default ?? {};
  return Object.entries(scope)
    .flatMap(([name, versions]) =>
      Object.entries(versions)
        .filter(([, shared]) => shared.shareConfig?.singleton)
        .map(([version, shared]) => ({ name, version, from: shared.from, loaded: Boolean(shared.loaded || shared.lib) })),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function buildReport(manifest: RemotesManifest | undefined, loads: RemoteLoadReport[], vitals: VitalReport[]): DiagnosticsReport {
  return {
    generatedAt: new Date().toISOString(),
    page: window.location.href,
    userAgent: navigator.userAgent,
    contract: RUNNING_CONTRACT,
    remotes: remoteRows(manifest, loads),
    shared: sharedRows(),
    vitals,
  };
}
