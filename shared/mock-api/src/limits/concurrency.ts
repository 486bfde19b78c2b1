/**
 * Bounds the body checks one client address has under way at once. Each signed body is hashed,
 * decrypted and parsed on the one event loop; 32-64 maximal bodies sent together held every other
 * answer for a second. Bodies the portal sends (under 4 KB) are never counted; above
 * `largeBodyBytes`, one address has at most `largeBodiesPerAddress` in flight, and the next is
 * answered 429 at once (from its headers, before a byte is read) instead of waiting in line.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BizCode, fail, tooFrequentMessage } from '../envelope';
import type { MockLimits } from './config';

const RETRY_AFTER_SECONDS = 1;

/** The size a request declares: its Content-Length, or the whole limit for a chunked body. */
function declaredBytes(request: FastifyRequest, limits: MockLimits): number {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) || 0;
  if (request.headers['transfer-encoding'] === undefined) return 0;
  return /^multipart\//i.test(request.headers['content-type'] ?? '') ? limits.uploadBodyBytes : limits.jsonBodyBytes;
}

/** The onRequest and release hooks of the signed calls: counts per client address (request.ip). */
export function largeBodyConcurrency(limits: MockLimits) {
  const inFlight = new Map<string, number>();
  const counted = new WeakMap<FastifyRequest, string>();

  const release = async (request: FastifyRequest): Promise<void> => {
    const address = counted.get(request);
    if (address === undefined) return;
    counted.delete(request);
    const left = (inFlight.get(address) ?? 1) - 1;
    if (left > 0) inFlight.set(address, left);
    else inFlight.delete(address);
  };

  const admit = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (declaredBytes(request, limits) <= limits.largeBodyBytes) return;
    const current = inFlight.get(request.ip) ?? 0;
    if (current >= limits.largeBodiesPerAddress) {
      // The body is never read: close the connection after the answer rather than drain it.
      reply.header('Connection', 'close').header('Retry-After', String(RETRY_AFTER_SECONDS));
      await reply.code(429).send(fail(BizCode.TOO_FREQUENT, tooFrequentMessage(RETRY_AFTER_SECONDS), { retryAfterSeconds: RETRY_AFTER_SECONDS }));
      return;
    }
    inFlight.set(request.ip, current + 1);
    counted.set(request, request.ip);
  };

  return { admit, release, inFlight: (address: string): number => inFlight.get(address) ?? 0 };
}
