/**
 * The shell's telemetry sink for tests and QA: `POST /__mock/telemetry` takes the batches the
 * shell sends with `navigator.sendBeacon` (remote-load failures, fallbacks, Web Vitals) and
 * `GET /__mock/telemetry` answers the last 100 events, newest first. Own-origin only, like every
 * control call.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';
import { httpError } from '../envelope';
import { type JsonSchema, arr, envelopeResponses, jsonResponse, num, obj, route, str } from '../schema';

/** How many events are kept (and answered). */
export const TELEMETRY_KEPT = 100;
const BODY_LIMIT = 64 * 1024;
const MAX_EVENTS_PER_BATCH = 100;

export interface TelemetryEvent {
  type: string;
  receivedAt: number;
  [field: string]: unknown;
}

const tags = ['control'];
const event: JsonSchema = { ...obj({ type: str, receivedAt: num, remote: str, detail: str, name: str, value: num }, ['type', 'receivedAt']), additionalProperties: true };
const batchBody: JsonSchema = {
  type: 'object',
  description: 'A batch as the shell sends it: {"events": [{"type": "remote-fallback" | "remote-failed" | "web-vital", ...}]} as application/json or text/plain (sendBeacon)',
  properties: { events: arr({ type: 'object', properties: { type: str } }) },
};

/** The events of a batch; every refusal is a 400 that says what is wrong. */
export function parseBatch(body: unknown): Record<string, unknown>[] {
  const events = (body as { events?: unknown } | null)?.events;
  if (!Array.isArray(events) || events.length > MAX_EVENTS_PER_BATCH) throw httpError(400, `events must be an array of at most ${MAX_EVENTS_PER_BATCH} objects`);
  if (!events.every((e) => e !== null && typeof e === 'object' && !Array.isArray(e) && typeof (e as { type?: unknown }).type === 'string')) {
    throw httpError(400, 'each event must be an object with a string type');
  }
  return events as Record<string, unknown>[];
}

export function telemetryRoutes(app: FastifyInstance, { state }: RouteContext): void {
  app.register(async (scope) => {
    // sendBeacon sends a string as text/plain (a Blob keeps its application/json): JSON either way.
    scope.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(httpError(400, 'the body must be JSON: {"events": [...]}'), undefined);
      }
    });
    const postSchema = route({
      summary: 'Receive a batch of the shell’s telemetry events (navigator.sendBeacon)',
      tags,
      body: batchBody,
      response: { ...jsonResponse(obj({ received: num }, ['received']), [202]), '4xx': envelopeResponses()['4xx'] },
    });
    scope.post('/__mock/telemetry', { schema: postSchema, bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const receivedAt = state.now();
      const events = parseBatch(request.body);
      state.telemetry.unshift(...events.map((e) => ({ ...e, type: String(e.type), receivedAt })).reverse());
      state.telemetry.splice(TELEMETRY_KEPT);
      return reply.code(202).send({ received: events.length });
    });
    scope.get(
      '/__mock/telemetry',
      { schema: route({ summary: `The last ${TELEMETRY_KEPT} telemetry events, newest first`, tags, response: jsonResponse(obj({ events: arr(event) }, ['events'])) }) },
      async () => ({ events: state.telemetry }),
    );
  });
}
