/**
 * Remote versions (remotes.json's `version`, `contract`, `previous`, written by
 * `portal-app publish`) and the shell's choice between a remote's current and previous version.
 */

/** Package name to semver range: what a remote was built against (`@portal/core`, `@portal/ui`, react). */
export type Contract = Record<string, string>;

/** SHA-384 of a version's `mf-manifest.json` and `remoteEntry.js` (`sha384-<base64>`), as remotes.json pins them. */
export interface EntryIntegrity {
  manifest?: string;
  remoteEntry?: string;
}

export interface RemoteVersion {
  /** `1.0.0+3f18aff.20261127T081243Z`: package version, commit, build time. */
  version?: string;
  /** URL of that version's `mf-manifest.json`. */
  entry: string;
  contract?: Contract;
  integrity?: EntryIntegrity;
}

/** The parts of a version as `portal-app` writes it (`1.0.0+3f18aff.20261127T081243Z`); others give only `pkgVersion`. */
export function versionParts(version: string | undefined): { pkgVersion?: string; commit?: string; builtAt?: string } {
  const match = /^([^+]+)\+([^.]+)\.(\d{8}T\d{4,6}Z)$/.exec(version ?? '');
  return match ? { pkgVersion: match[1], commit: match[2], builtAt: match[3] } : { pkgVersion: version };
}

const triple = (version: string): [number, number, number] | undefined => {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
};

const compare = (a: [number, number, number], b: [number, number, number]): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * Whether `version` lies in `range`: `^x.y.z` (npm's caret, with its 0.x rules), `~x.y.z`, an
 * exact `x.y.z`, or `*`. Hand-written: these are the only forms the builds write, and the
 * `semver` package would put ~20 KB into the shell's first script for them. Build metadata and
 * pre-release tags of `version` are not compared.
 */
export function satisfies(version: string, range: string): boolean {
  const r = range.trim();
  if (r === '*' || r === '' || r === 'x') return true;
  const have = triple(version);
  const operator = r[0] === '^' || r[0] === '~' ? r[0] : '';
  const want = triple(operator ? r.slice(1) : r);
  if (!have || !want) return false;
  if (compare(have, want) < 0) return false;
  if (operator === '') return compare(have, want) === 0;
  if (operator === '~') return have[0] === want[0] && have[1] === want[1];
  if (want[0] > 0) return have[0] === want[0];
  if (want[1] > 0) return have[0] === 0 && have[1] === want[1];
  return have[0] === 0 && have[1] === 0 && have[2] === want[2];
}

/**
 * What in a remote's contract the running shell does not meet, as a remote's team reads it
 * (`needs @portal/ui ^1.1.0, the shell has 1.0.0`; empty: compatible; unknown packages pass). A
 * remote built against an older minor of the same major than the shell runs is compatible.
 */
export function contractProblems(contract: Contract | undefined, running: Contract): string[] {
  return Object.entries(contract ?? {}).flatMap(([pkg, range]) => {
    const runs = running[pkg];
    return runs === undefined || satisfies(runs, range) ? [] : [`needs ${pkg} ${range}, the shell has ${runs}`];
  });
}

export type FallbackReason = { kind: 'incompatible' | 'failed'; detail: string };

/** Which version of a remote to load: its current one, its previous one (and why), or none. */
export type VersionChoice =
  | { use: 'current' | 'previous'; entry: string; version?: string; reason?: FallbackReason }
  | { use: 'none'; reason: FallbackReason };

export interface VersionedRemote extends RemoteVersion {
  previous?: RemoteVersion;
}

/**
 * The fallback rule: the current version unless it is outside the running contract or `failure`
 * says it failed (404, 500, timeout, an exception while mounting); then the previous version if
 * there is one the contract allows and it has not failed too; else none (the outlet's retry).
 */
export function chooseVersion(remote: VersionedRemote, running: Contract, failure?: { on: 'current' | 'previous'; detail: string }): VersionChoice {
  const problems = contractProblems(remote.contract, running);
  if (!failure && problems.length === 0) return { use: 'current', entry: remote.entry, version: remote.version };
  const reason: FallbackReason = failure ? { kind: 'failed', detail: failure.detail } : { kind: 'incompatible', detail: problems.join('; ') };
  const previous = remote.previous;
  if (failure?.on === 'previous' || !previous) return { use: 'none', reason };
  const previousProblems = contractProblems(previous.contract, running);
  if (previousProblems.length > 0) return { use: 'none', reason: { ...reason, detail: `${reason.detail}; previous: ${previousProblems.join('; ')}` } };
  return { use: 'previous', entry: previous.entry, version: previous.version, reason };
}
