/** How a remote claims paths: the data of `/cWeb/remotes.json`. */
import type { Contract, EntryIntegrity, RemoteVersion } from './versions';

export * from './versions';
export * from './routes';

export type LayoutName = 'main' | 'treasury' | 'auth' | 'user-centre' | 'help' | 'plain';

export const LAYOUT_NAMES: readonly LayoutName[] = ['main', 'treasury', 'auth', 'user-centre', 'help', 'plain'];

export interface RouteClaim {
  prefix: string;
  layout: LayoutName;
  /**
   * The page's first view waits for an API call (a product page's facts): the shell's signed
   * client is then fetched with the page (the shell's src/early.js), not after the shell has run.
   */
  firstCall?: boolean;
}

export interface RemoteDescriptor {
  /** Module Federation name, e.g. `mf_help`. */
  name: string;
  /** URL of the remote's `mf-manifest.json` (absolute, or relative to the page). */
  entry: string;
  routes: RouteClaim[];
  /** `1.0.0+3f18aff.20261127T081243Z` (package version, commit, build time). */
  version?: string;
  /** The shared contract it was built against (package name to semver range). */
  contract?: Contract;
  /** The hashes its entry files are pinned by (Subresource Integrity): a changed file is refused. */
  integrity?: EntryIntegrity;
  /** The version it replaced (`portal-app publish`): the shell's fallback. */
  previous?: RemoteVersion;
}

export interface RemotesManifest {
  remotes: RemoteDescriptor[];
  /** Where the shell sends remote-load failures, fallbacks and Web Vitals (default `/__mock/telemetry`). */
  telemetry?: string;
}

/** True when `pathname` is `prefix` or lies below it (segment-wise: `/product` claims `/product/bill`, not `/products`). */
export function pathHasPrefix(pathname: string, prefix: string): boolean {
  if (prefix === '/') return true;
  const p = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return pathname === p || pathname.startsWith(`${p}/`);
}

export interface ClaimMatch {
  remote: RemoteDescriptor;
  claim: RouteClaim;
}

/** The remote and layout for a path: the longest claimed prefix wins. */
export function matchClaim(pathname: string, manifest: RemotesManifest): ClaimMatch | undefined {
  let best: ClaimMatch | undefined;
  for (const remote of manifest.remotes) {
    for (const claim of remote.routes) {
      if (pathHasPrefix(pathname, claim.prefix) && (!best || claim.prefix.length > best.claim.prefix.length)) {
        best = { remote, claim };
      }
    }
  }
  return best;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An entry of remotes.json the shell does not load, and why (its index, and its name when it has one). */
export interface RefusedRemote {
  index: number;
  name?: string;
  reason: string;
}

class EntryError extends Error {}

/** One entry, checked; throws an EntryError naming its problem. */
function remoteEntry(r: unknown, i: number): RemoteDescriptor {
  if (!isObject(r)) throw new EntryError(`remotes.json: remotes[${i}] is not an object`);
  if (typeof r.name !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(r.name)) throw new EntryError(`remotes.json: remotes[${i}].name must be a JS identifier`);
  if (typeof r.entry !== 'string' || !r.entry) throw new EntryError(`remotes.json: ${r.name}.entry is missing`);
  if (!Array.isArray(r.routes) || r.routes.length === 0) throw new EntryError(`remotes.json: ${r.name}.routes must list its claims`);
  const routes = r.routes.map((c: unknown, j: number): RouteClaim => {
    if (!isObject(c) || typeof c.prefix !== 'string' || !c.prefix.startsWith('/')) throw new EntryError(`remotes.json: ${r.name}.routes[${j}].prefix must start with /`);
    if (typeof c.layout !== 'string' || !LAYOUT_NAMES.includes(c.layout as LayoutName)) throw new EntryError(`remotes.json: ${r.name}.routes[${j}].layout must be one of ${LAYOUT_NAMES.join(', ')}`);
    return { prefix: c.prefix, layout: c.layout as LayoutName, ...(c.firstCall === true ? { firstCall: true } : {}) };
  });
  return { name: r.name, entry: r.entry, routes, ...versionFields(r, `${r.name}`) };
}

/**
 * A fetched remotes.json as the shell reads it: a broken entry is refused alone (named in
 * `refused`), so one bad line cannot take every remote down; a file that is not `{"remotes": [...]}`
 * throws.
 */
export function readRemotesManifest(input: unknown): { manifest: RemotesManifest; refused: RefusedRemote[] } {
  if (!isObject(input) || !Array.isArray(input.remotes)) throw new Error('remotes.json: expected {"remotes": [...]}');
  const remotes: RemoteDescriptor[] = [];
  const refused: RefusedRemote[] = [];
  input.remotes.forEach((r: unknown, index: number) => {
    try {
      remotes.push(remoteEntry(r, index));
    } catch (error) {
      if (!(error instanceof EntryError)) throw error;
      const name = isObject(r) && typeof r.name === 'string' && r.name ? r.name : undefined;
      refused.push({ index, ...(name ? { name } : {}), reason: error.message });
    }
  });
  return { manifest: { remotes, ...(typeof input.telemetry === 'string' && input.telemetry ? { telemetry: input.telemetry } : {}) }, refused };
}

/** Checks a whole remotes.json (the tools that write it); throws an Error naming the first problem. */
export function parseRemotesManifest(input: unknown): RemotesManifest {
  const { manifest, refused } = readRemotesManifest(input);
  if (refused.length > 0) throw new Error(refused[0].reason);
  return manifest;
}

const contractOf = (value: unknown, where: string): Contract | undefined => {
  if (value === undefined) return undefined;
  if (!isObject(value) || !Object.values(value).every((range) => typeof range === 'string')) throw new EntryError(`remotes.json: ${where}.contract must map package names to ranges`);
  return value as Contract;
};

const SRI = /^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

const integrityOf = (value: unknown, where: string): EntryIntegrity | undefined => {
  if (value === undefined) return undefined;
  if (!isObject(value) || !Object.entries(value).every(([file, hash]) => (file === 'manifest' || file === 'remoteEntry') && typeof hash === 'string' && SRI.test(hash))) {
    throw new EntryError(`remotes.json: ${where}.integrity must give the manifest's and remoteEntry's hashes as sha384-<base64>`);
  }
  return value as EntryIntegrity;
};

/** The optional version fields of an entry (and of its `previous`), checked. */
function versionFields(r: Record<string, unknown>, where: string): Pick<RemoteDescriptor, 'version' | 'contract' | 'integrity' | 'previous'> {
  const own = (v: Record<string, unknown>, at: string) => {
    const contract = contractOf(v.contract, at);
    const integrity = integrityOf(v.integrity, at);
    return { ...(typeof v.version === 'string' ? { version: v.version } : {}), ...(contract ? { contract } : {}), ...(integrity ? { integrity } : {}) };
  };
  const fields: Pick<RemoteDescriptor, 'version' | 'contract' | 'integrity' | 'previous'> = own(r, where);
  if (r.previous !== undefined) {
    const p = r.previous;
    if (!isObject(p) || typeof p.entry !== 'string' || !p.entry) throw new EntryError(`remotes.json: ${where}.previous.entry is missing`);
    fields.previous = { entry: p.entry, ...own(p, `${where}.previous`) };
  }
  return fields;
}
