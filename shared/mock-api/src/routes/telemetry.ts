/**
 * The shell's telemetry sink for tests and QA: `POST /__mock/telemetry` takes the batches the
 * shell sends with `navigator.sendBeacon` (remote-load failures, fallbacks, Web Vitals) and
 * `GET /__mock/telemetry` answers the last 100 events, newest first. Own-origin only, like every
 * control call.
 */
import { Type } from '@sinclair/typebox';
import type { RouteContext } from '../context';
import { httpError } from '../envelope';
import { envelopeResponses, jsonResponse, route, type MockServer } from '../route';
import { parseBoundedJson } from '../limits/json';
import { perMinute, registerRateLimit } from '../limits/rate-limit';

/** How many events are kept (and answered). */
export const TELEMETRY_KEPT = 100;
const BODY_LIMIT = 64 * 1024;
const MAX_EVENTS_PER_BATCH = 100;
/**
 * One event's nesting and size: the shell's events are flat records of a few hundred bytes. A deeper
 * or larger one is refused on the way in, so what is kept can always be answered (an event nested
 * thousands deep made every later GET a 500 until 100 newer events pushed it out).
 */
export const EVENT_MAX_DEPTH = 4;
export const EVENT_MAX_BYTES = 4 * 1024;
/** The batch itself: `{"events": [event]}` adds two levels to an event's own. */
const BATCH_MAX_DEPTH = EVENT_MAX_DEPTH + 2;

const tags = ['control'];
const event = Type.Object(
  { type: Type.String(), receivedAt: Type.Number(), remote: Type.Optional(Type.String()), detail: Type.Optional(Type.String()), name: Type.Optional(Type.String()), value: Type.Optional(Type.Number()) },
  { additionalProperties: true },
);
const batchBody = Type.Object(
  { events: Type.Optional(Type.Array(Type.Object({ type: Type.Optional(Type.String()) }))) },
  { description: 'A batch as the shell sends it: {"events": [{"type": "remote-fallback" | "remote-failed" | "web-vital", ...}]} as application/json or text/plain (sendBeacon)' },
);

/** The events of a batch; every refusal is a 400 that says what is wrong. */
export function parseBatch(body: unknown): Record<string, unknown>[] {
  const events = (body as { events?: unknown } | null)?.events;
  if (!Array.isArray(events) || events.length > MAX_EVENTS_PER_BATCH) throw httpError(400, `events must be an array of at most ${MAX_EVENTS_PER_BATCH} objects`);
  if (!events.every((e) => e !== null && typeof e === 'object' && !Array.isArray(e) && typeof (e as { type?: unknown }).type === 'string')) {
    throw httpError(400, 'each event must be an object with a string type');
  }
  events.forEach((event, index) => {
    if (Buffer.byteLength(JSON.stringify(event)) > EVENT_MAX_BYTES) throw httpError(400, `event ${index} is larger than ${EVENT_MAX_BYTES} bytes`);
  });
  return events as Record<string, unknown>[];
}

export function telemetryRoutes(app: MockServer, { state }: RouteContext): void {
  app.register(async (scope) => {
    // sendBeacon sends a string as text/plain (a Blob keeps its application/json): JSON either way.
    // Both types are read here with the events' depth bound (found by a scan before parsing).
    scope.removeContentTypeParser(['application/json', 'text/plain']);
    scope.addContentTypeParser(['text/plain', 'application/json'], { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
      const parsed = parseBoundedJson(body as string, BATCH_MAX_DEPTH);
      if (parsed.ok) done(null, parsed.value);
      else done(httpError(400, parsed.reason === 'too-deep' ? `an event nests deeper than ${EVENT_MAX_DEPTH} levels` : 'the body must be JSON: {"events": [...]}'), undefined);
    });
    // Beacons per client address: a page sends a few a minute; a flood is answered 429 (501015) without being kept.
    await registerRateLimit(scope, () => state.rateWindows, state.now);
    const postSchema = route({
      summary: 'Receive a batch of the shell’s telemetry events (navigator.sendBeacon)',
      tags,
      body: batchBody,
      response: { ...jsonResponse(Type.Object({ received: Type.Number() }), [202]), '4xx': envelopeResponses()['4xx'] },
    });
    scope.post('/__mock/telemetry', { schema: postSchema, bodyLimit: BODY_LIMIT, config: perMinute(state.limits.telemetryBatchesPerMinute) }, async (request, reply) => {
      const receivedAt = state.now();
      const events = parseBatch(request.body);
      state.telemetry.unshift(...events.map((e) => ({ ...e, type: String(e.type), receivedAt })).reverse());
      state.telemetry.splice(TELEMETRY_KEPT);
      return reply.code(202).send({ received: events.length });
    });
    scope.get(
      '/__mock/telemetry',
      { schema: route({ summary: `The last ${TELEMETRY_KEPT} telemetry events, newest first`, tags, response: jsonResponse(Type.Object({ events: Type.Array(event) })) }) },
      async () => ({ events: state.telemetry }),
    );
  });
}
