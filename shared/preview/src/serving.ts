/**
 * How the preview server answers, like production (deploy/nginx does the same): brotli or gzip
 * for text, the security headers (security-headers.ts) on every answer, and a nonce of its own
 * in every page that has a place for it.
 */
import fastifyCompress from '@fastify/compress';
import { ReadStream, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NONCE_PLACEHOLDER, inlineScriptHashes, inlineStyleHashes, newNonce, securityHeaders, withNonce, type PolicyInput } from './security-headers';

/** Text worth compressing: JS, CSS, HTML, JSON, SVG (and plain text such as licences). */
export const COMPRESSIBLE = /^(text\/(html|css|javascript|plain)|application\/(javascript|json|manifest\+json)|image\/svg\+xml)\s*(;|$)/i;

/**
 * API answers that may be compressed: public content, and the mock's control and simulator
 * calls. Answers that carry tokens or personal data next to what the caller sent (login, user,
 * authentication) stay uncompressed: compression there would leak secrets by size (BREACH).
 */
export const COMPRESSIBLE_API = /^\/(customer\/client\/(cms|treasury)\/|__mock\/)/;

/** Whether a route's answers may be compressed, by its URL (static files always may). */
export function compressibleRoute(url: string): boolean {
  if (url === '/customer/client' || url.startsWith('/customer/client/')) return COMPRESSIBLE_API.test(url);
  return true;
}

/** Quality 5: within a few per cent of 11 for a fraction of the time. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const THRESHOLD = 1024;

type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli if the browser takes it, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const taken = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (taken.has('br')) return 'br';
  if (taken.has('gzip')) return 'gzip';
  return undefined;
}

/** The extension of the build's precompressed copy of a file, per encoding. */
const PRECOMPRESSED_EXT: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The build's own compressed copy of `file` (brotli 11, gzip 9), if it is there and not older than the file. */
function precompressed(encoding: Encoding, file: string, fileMtimeMs: number): string | undefined {
  try {
    const copy = `${file}${PRECOMPRESSED_EXT[encoding]}`;
    return statSync(copy).mtimeMs >= fileMtimeMs ? copy : undefined;
  } catch {
    return undefined;
  }
}

const compressWith = { br: (raw: Buffer) => promisify(brotliCompress)(raw, BROTLI_OPTIONS), gzip: (raw: Buffer) => promisify(gzip)(raw) };

/**
 * Static files compressed once per encoding and version (path, size, change time), off the
 * event loop, so a page load does not wait for the same 1 MB chunk to be compressed again; at
 * most `maxBytes` kept. The build's precompressed copy (`.br`, `.gz`) is used when it is there.
 */
export class CompressedFiles {
  private readonly entries = new Map<string, Promise<Buffer>>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  async get(encoding: Encoding, file: string): Promise<Buffer | undefined> {
    const stat = statSync(file);
    if (stat.size < THRESHOLD) return undefined;
    const key = `${encoding}\0${file}\0${stat.size}\0${stat.mtimeMs}`;
    let body = this.entries.get(key);
    if (!body) {
      const copy = precompressed(encoding, file, stat.mtimeMs);
      body = copy ? readFile(copy) : readFile(file).then((raw) => compressWith[encoding](raw));
      this.entries.set(key, body);
      body.then(
        (done) => this.keep(key, done.length),
        () => this.entries.delete(key),
      );
    }
    return body;
  }

  private keep(key: string, size: number): void {
    this.sizes.set(key, size);
    this.bytes += size;
    for (const [oldest, oldSize] of this.sizes) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.sizes.delete(oldest);
      this.bytes -= oldSize;
    }
  }
}

/** Where the preview server takes violation reports when PREVIEW_CSP_REPORTS is set. */
export const CSP_REPORT_PATH = '/__csp-report';

/**
 * Registers compression and the security headers; call before any route is added. With
 * `reportViolations`, browsers report every CSP violation here and each one is logged to stderr.
 */
export async function registerServing(app: FastifyInstance, policy: () => PolicyInput, reportViolations = false): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!compressibleRoute(route.url)) (route as { compress?: false }).compress = false;
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    threshold: THRESHOLD,
    globalDecompression: false,
    brotliOptions: BROTLI_OPTIONS,
  });
  // A page with the nonce's placeholder (the shell's index.html) gets a fresh nonce, as nginx's
  // sub_filter gives it $request_id; first, before a compressed copy could stand in for the file.
  const nonces = new WeakMap<FastifyRequest, string>();
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || !/^text\/html/i.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const stream = payload instanceof ReadStream && typeof payload.path === 'string' ? payload : undefined;
    const html = stream ? await readFile(stream.path, 'utf8') : typeof payload === 'string' ? payload : undefined;
    if (html === undefined || !html.includes(NONCE_PLACEHOLDER)) return payload;
    stream?.destroy();
    const nonce = newNonce();
    nonces.set(request, nonce);
    // The answer is this request's own: no length, validator or date of the file on disk.
    for (const name of ['content-length', 'etag', 'last-modified']) reply.removeHeader(name);
    return withNonce(html, nonce);
  });
  // Whole static files come from the cache; @fastify/compress then leaves them as they are.
  const files = new CompressedFiles();
  app.addHook('onSend', async (request, reply, payload) => {
    if (!(payload instanceof ReadStream) || typeof payload.path !== 'string' || reply.statusCode !== 200) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? '')) || reply.hasHeader('content-encoding')) return payload;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const body = encoding && (await files.get(encoding, payload.path));
    if (!encoding || !body) return payload;
    payload.destroy();
    reply.header('Content-Encoding', encoding);
    reply.header('Vary', 'Accept-Encoding');
    reply.header('Content-Length', body.length);
    return body;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const input = policy();
    // The mock's simulator pages carry their own inline scripts and styles: allow exactly those.
    const page = typeof payload === 'string' && /^text\/html/i.test(String(reply.getHeader('content-type') ?? ''));
    const scriptHashes = page ? [...(input.scriptHashes ?? []), ...inlineScriptHashes(payload)] : input.scriptHashes;
    const styleHashes = page ? [...(input.styleHashes ?? []), ...inlineStyleHashes(payload)] : input.styleHashes;
    const reportUri = reportViolations ? CSP_REPORT_PATH : undefined;
    const styleNonce = nonces.get(request);
    for (const [name, value] of Object.entries(securityHeaders({ ...input, scriptHashes, styleHashes, styleNonce, reportUri }))) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
  if (reportViolations) {
    app.register(async (reports) => {
      reports.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string' }, (_request, body, done) => done(null, body));
      reports.post(CSP_REPORT_PATH, async (request, reply) => {
        console.error(`CSP violation: ${String(request.body)}`);
        return reply.code(204).send();
      });
    });
  }
}
