/**
 * What the security policy must allow, read from a deployment's shell build: the origins
 * remotes.json moves remotes to, the chat SDK's origin in portal.config.json, and the hashes
 * of inline scripts and styles in its HTML pages. The preview server re-reads it when those files change;
 * the nginx renderer reads it once (render again after editing them).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes, inlineStyleHashes, originOf, type PolicyInput } from './security-headers';

const readJson = (file: string): unknown => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
};

/** What a deployment's files decide (the report address and each answer's nonce are the server's). */
export type DeployedPolicy = Required<Omit<PolicyInput, 'reportUri' | 'styleNonce'>>;

const defined = (values: (string | undefined)[]): string[] => values.filter((v): v is string => v !== undefined);

/** The files the input is made from (their change times say when to read it again). */
export function policyFiles(shellDist: string): string[] {
  const html = existsSync(shellDist) ? readdirSync(shellDist).filter((name) => name.endsWith('.html')) : [];
  return [...html, 'remotes.json', 'portal.config.json'].map((name) => path.join(shellDist, name));
}

export function deployedPolicyInput(shellDist: string, extraRemoteOrigins: readonly string[] = []): DeployedPolicy {
  const remotes = readJson(path.join(shellDist, 'remotes.json')) as { remotes?: { entry?: string }[] } | undefined;
  const config = readJson(path.join(shellDist, 'portal.config.json')) as { chatSdkUrl?: string } | undefined;
  const pages = policyFiles(shellDist)
    .filter((file) => file.endsWith('.html'))
    .map((file) => readFileSync(file, 'utf8'));
  return {
    remoteOrigins: [...new Set([...extraRemoteOrigins, ...defined((remotes?.remotes ?? []).map((r) => originOf(r.entry)))])],
    scriptOrigins: defined([originOf(config?.chatSdkUrl)]),
    scriptHashes: [...new Set(pages.flatMap(inlineScriptHashes))],
    styleHashes: [...new Set(pages.flatMap(inlineStyleHashes))],
  };
}

/** deployedPolicyInput, read again only when one of its files changed. */
export function watchedPolicyInput(shellDist: string, extraRemoteOrigins: readonly string[] = []): () => DeployedPolicy {
  let stamp = '';
  let input: DeployedPolicy = { remoteOrigins: [...extraRemoteOrigins], scriptOrigins: [], scriptHashes: [], styleHashes: [] };
  return () => {
    const next = policyFiles(shellDist)
      .map((file) => (existsSync(file) ? `${file}:${statSync(file).mtimeMs}` : ''))
      .join('|');
    if (next !== stamp) {
      stamp = next;
      input = deployedPolicyInput(shellDist, extraRemoteOrigins);
    }
    return input;
  };
}
