import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { BASE_PATH, REMOTES, SHELL, distOf, remoteFilesPath } from './apps';
import { cacheControlFor } from './caching';
import { remotesJsonOrigins, safeDecode, timeoutOptions, type ServerTimeouts } from './limits';
import { watchedPolicyInput } from './deployed-policy';
import { registerServing } from './serving';
import { trustedProxies } from '@portal/mock-api/proxy';

export interface PreviewOptions {
  root?: string;
  /** Serve the mock API (default) or proxy /customer/client to real servers at this URL. */
  apiUpstream?: string;
  /** Only the remotes' files, with CORS: a second origin to move a remote to. */
  remotesOnly?: boolean;
  /** Origins remotes may be served from besides those remotes.json names (the CSP allows them). */
  remoteOrigins?: string[];
  /** Log every CSP violation browsers report (to stderr). */
  reportViolations?: boolean;
  /** Overrides of SERVER_TIMEOUTS (milliseconds). */
  timeouts?: Partial<ServerTimeouts>;
  logger?: boolean;
}

const readJson = (file: string): unknown => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** The one preview server: shell, every remote, remotes.json and the mock API under one origin. */
export async function createPreviewServer(options: PreviewOptions = {}): Promise<FastifyInstance> {
  const root = options.root;
  // Behind deploy/nginx the client's address comes forwarded: believed from the configured proxies only (TRUSTED_PROXIES, loopback by default).
  const app = Fastify({ logger: options.logger ?? false, trustProxy: trustedProxies(), ...timeoutOptions(options.timeouts) });
  const shellDist = distOf(SHELL, root);
  await registerServing(app, watchedPolicyInput(shellDist, options.remoteOrigins), options.reportViolations);
  // @fastify/static 10 hands setHeaders the reply (9 and before: the raw response).
  const setHeaders = (reply: FastifyReply, file: string) => {
    reply.header('Cache-Control', cacheControlFor(file));
    // A remote may be loaded by a shell on another origin.
    reply.header('Access-Control-Allow-Origin', '*');
  };

  for (const remote of REMOTES) {
    const dist = distOf(remote, root);
    if (!existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: remoteFilesPath(remote),
      decorateReply: false,
      cacheControl: false,
      setHeaders,
    });
  }
  if (options.remotesOnly) return app;

  if (options.apiUpstream) {
    const { default: proxy } = await import('@fastify/http-proxy');
    await app.register(proxy, { upstream: options.apiUpstream, prefix: '/customer/client', rewritePrefix: '/customer/client' });
  } else {
    const { mockApi, withMockPortalConfig, withMockTelemetry } = await import('@portal/mock-api');
    await app.register(mockApi, { allowedOrigins: remotesJsonOrigins(distOf(SHELL, root)) });
    // The mock's simulators fill the outside addresses the files leave out: here only, where the mock serves.
    for (const [name, fill] of [
      ['portal.config.json', withMockPortalConfig],
      ['remotes.json', withMockTelemetry],
    ] as const) {
      app.get(`${BASE_PATH}/${name}`, (req, reply) => {
        const file = path.join(shellDist, name);
        const json = existsSync(file) ? readJson(file) : undefined;
        if (json === undefined && name === 'remotes.json') return reply.code(404).type('text/plain; charset=utf-8').send(`not found: ${BASE_PATH}/${name}`);
        const body = JSON.stringify(fill(json));
        // A validator of what is sent, so a cache's check of an unchanged file is a 304.
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
        reply.header('Cache-Control', cacheControlFor(file)).header('Access-Control-Allow-Origin', '*').header('ETag', etag);
        if (req.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type('application/json; charset=utf-8').send(body);
      });
    }
  }

  // sendFile only; the route below decides between a file and the history-mode fallback.
  await app.register(fastifyStatic, { root: shellDist, serve: false, cacheControl: false, setHeaders });
  app.get('/', (_req, reply) => reply.redirect(`${BASE_PATH}/`));
  app.get(BASE_PATH, (_req, reply) => reply.redirect(`${BASE_PATH}/`));
  app.get(`${BASE_PATH}/*`, (req, reply) => {
    const rel = safeDecode((req.params as { '*': string })['*']);
    if (rel === undefined) return reply.code(400).type('text/plain; charset=utf-8').send('bad request: malformed URL');
    const file = path.join(shellDist, rel);
    if (rel && file.startsWith(shellDist + path.sep) && existsSync(file) && statSync(file).isFile()) return reply.sendFile(rel);
    // A page address may end in a file name (/treasuryFront/view/pdf/a.pdf): a browser's page
    // load (Accept: text/html) gets the app, a missing script or image gets its 404.
    const pageLoad = /\btext\/html\b/.test(req.headers.accept ?? '');
    if ((path.extname(rel) && !pageLoad) || rel.startsWith('remotes/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send(`not found: ${BASE_PATH}/${rel}`);
    }
    // History mode: every page path gets the shell's index.html.
    return reply.sendFile('index.html');
  });
  return app;
}
