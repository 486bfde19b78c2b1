/**
 * Time limits of the preview server's connections, the origins the embedded mock allows, and
 * a URL decoder that never throws. Applied by createPreviewServer (server.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Fastify (Node http) timeouts. A request (headers and body) must arrive within
 * `requestTimeout`; its headers within `headersTimeout`; a socket with no traffic at all is
 * closed after `connectionTimeout` (above the mock's longest simulated delay a test uses, so a
 * server-side stall is the client's to give up on); an idle keep-alive connection after
 * `keepAliveTimeout`. That one is longer than a client's pauses between calls (nginx's default
 * is 75 s): a client that sends on a kept-alive socket just as the server closes it gets
 * ECONNRESET, as the e2e suite's request contexts did with 5 s on a busy machine.
 */
export const SERVER_TIMEOUTS = {
  requestTimeout: 60_000,
  headersTimeout: 15_000,
  connectionTimeout: 120_000,
  keepAliveTimeout: 65_000,
} as const;

export type ServerTimeouts = { [K in keyof typeof SERVER_TIMEOUTS]: number };

/** The Fastify options that apply the timeouts (`headersTimeout` goes to the Node server). */
export function timeoutOptions(overrides: Partial<ServerTimeouts> = {}) {
  const timeouts: ServerTimeouts = { ...SERVER_TIMEOUTS, ...overrides };
  return {
    requestTimeout: timeouts.requestTimeout,
    connectionTimeout: timeouts.connectionTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    http: { headersTimeout: timeouts.headersTimeout },
  };
}

/** decodeURIComponent that answers undefined for a malformed escape (`%`, `%E0%A4%A`) instead of throwing. */
export function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * The origins remotes.json loads remotes from (other than relative entries), read again when
 * the file changes: the embedded mock allows them besides the portal's own origin.
 */
export function remotesJsonOrigins(shellDist: string): () => string[] {
  const file = path.join(shellDist, 'remotes.json');
  let cached: { mtimeMs: number; origins: string[] } | undefined;
  return () => {
    if (!existsSync(file)) return [];
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs === mtimeMs) return cached.origins;
    let origins: string[];
    try {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { remotes?: { entry?: unknown }[] };
      origins = [
        ...new Set(
          (manifest.remotes ?? []).flatMap((remote) => {
            if (typeof remote.entry !== 'string' || !/^https?:\/\//i.test(remote.entry)) return [];
            return [new URL(remote.entry).origin];
          }),
        ),
      ];
    } catch {
      origins = [];
    }
    cached = { mtimeMs, origins };
    return origins;
  };
}
