/**
 * How the preview server answers, like production (deploy/nginx does the same): brotli or gzip
 * for text, and the security headers (security-headers.ts) on every answer.
 */
import fastifyCompress from '@fastify/compress';
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { inlineScriptHashes, securityHeaders, type PolicyInput } from './security-headers';

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
    threshold: 1024,
    globalDecompression: false,
    // Quality 5: within a few per cent of 11 for a fraction of the time, on every request.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const input = policy();
    // The mock's simulator pages carry their own inline scripts: allow exactly those.
    const page = typeof payload === 'string' && /^text\/html/i.test(String(reply.getHeader('content-type') ?? ''));
    const scriptHashes = page ? [...(input.scriptHashes ?? []), ...inlineScriptHashes(payload)] : input.scriptHashes;
    const reportUri = reportViolations ? CSP_REPORT_PATH : undefined;
    for (const [name, value] of Object.entries(securityHeaders({ ...input, scriptHashes, reportUri }))) {
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
