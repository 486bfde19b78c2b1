/**
 * Route schemas of the mock, all TypeBox (one schema vocabulary with the contract): every route
 * declares one (a test checks it), `@fastify/swagger` turns them into the OpenAPI document at
 * `/__mock/openapi.json`, and the TypeBox type provider types each handler's request and reply
 * from them, so no handler carries a hand-written generic.
 *
 * A route answering a call of the portal's contract names it, and gets the call's request and
 * answer schemas from @portal/core (one definition; contract.test.ts checks method and path):
 *
 *   api.post(SESSION_PATHS.saveEntInfo, { schema: route({ call: 'saveEntInfo', summary: '...' }) }, async (request) => ...)
 *
 * The control API and the mock layer, which are not portal calls, give theirs in TypeBox
 * (`route({ summary, body: Type.Object({...}), response: jsonResponse(...) })`).
 *
 * Response schemas do not filter the answers (the app serialises with JSON.stringify, see app.ts),
 * so a field missing from a schema is never silently dropped; under `MOCK_CHECK_ANSWERS=1` every
 * answer is checked against them (answer-check.ts), so they must say what the client reads.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TNull, type TSchema, type TUnsafe } from '@sinclair/typebox';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import { calls, type CallName } from '@portal/core';
import { schemas, type Schemas } from '@portal/core/contract/schemas';

/** The mock's Fastify instance: each route's request and reply are typed from its TypeBox schemas. */
export type MockServer = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>;

/** The same instance, typed by its schemas (`app.withTypeProvider<TypeBoxTypeProvider>()`). */
export const typed = (app: FastifyInstance): MockServer => app.withTypeProvider<TypeBoxTypeProvider>();

// `enum` rather than TypeBox's `Literal` (a `const`): the OpenAPI document is 3.0, which has no `const`.
const only = <const V extends string | number | boolean>(value: V, type: 'integer' | 'boolean'): TUnsafe<V> => Type.Unsafe<V>({ type, enum: [value] });

/** The servers' envelope `{code, message, data, success}` around `data`. */
export const Envelope = <D extends TSchema>(data: D, options?: { description: string }) =>
  Type.Object({ code: Type.Integer(), message: Type.String(), data, success: Type.Boolean() }, options);

/** One of a list of values, as a JSON `enum` (what the OpenAPI document and Ajv read). */
export const oneOf = <const V extends readonly (string | number)[]>(values: V, type: 'string' | 'integer' = 'string'): TUnsafe<V[number]> =>
  Type.Unsafe<V[number]>({ type, enum: [...values] });

/** A success: code 200 and the call's `data` (checked first, so a drift is reported inside `data`). */
const Success = <D extends TSchema>(data: D) => Type.Object({ code: only(200, 'integer'), message: Type.String(), data, success: only(true, 'boolean') });
/** A business error: HTTP 200 with another code; `data` is null or what the code carries (a wait, attempts left). */
const BusinessError = Type.Object({ code: Type.Integer({ not: { enum: [200] } }), message: Type.String(), data: Type.Unknown(), success: only(false, 'boolean') });

/**
 * Every refusal, of any route, is the error handler's envelope (app.ts): data null, or the
 * wait of a limit (`retryAfterSeconds`).
 */
const Failure = Type.Object(
  { code: Type.Integer(), message: Type.String(), data: Type.Union([Type.Object({ retryAfterSeconds: Type.Integer() }), Type.Null()]), success: Type.Boolean() },
  { description: 'HTTP error: the code equals the status, data is null (or the wait of a limit)' },
);
type Failures = { '4xx': typeof Failure; '5xx': typeof Failure };
const failures: Failures = { '4xx': Failure, '5xx': Failure };

/**
 * Response schemas of an envelope call: 200 carries `data` or a business error; HTTP errors
 * (400 schema, 401, 404, 500...) carry a null `data`.
 */
export function envelopeResponses<D extends TSchema = TNull>(data?: D) {
  const answer = Type.Union([Success((data ?? Type.Null()) as D), BusinessError], {
    description: 'success (code 200 with data), or a business error (another code; data null or its details)',
  });
  return { 200: answer, ...failures };
}
export type EnvelopeResponses<D extends TSchema> = ReturnType<typeof envelopeResponses<D>>;

/** A file, page or script: its bytes or text (the schema documents a string). */
const RawBody = Type.Unsafe<string | Buffer>({ type: 'string' });

type RawAnswer = typeof RawBody | typeof BusinessError | typeof Failure;

/** A non-JSON answer (HTML page, script, file) of the given media types. */
export function rawResponse(mediaTypes: readonly string[], description: string, statuses: readonly number[] = [200]) {
  const content = Object.fromEntries(mediaTypes.map((type) => [type, { schema: RawBody }]));
  // A refusal thrown by the handler is the JSON envelope, whatever the page would have been; so is
  // a business code a file service answers in place of the file (1004002, or a QA scenario's code).
  const refusal = { ...content, 'application/json': { schema: Failure } };
  const answer = { 'application/json': { schema: BusinessError }, ...content };
  const byStatus = Object.fromEntries(statuses.map((status) => [String(status), { description, content: status >= 400 ? refusal : answer }]));
  return { ...failures, ...byStatus } as Failures & Record<string, { description: string; content: Record<string, { schema: RawAnswer }> }>;
}

/** A plain JSON answer (not in the envelope): the control API's own replies, at these statuses. */
export function jsonResponse<S extends TSchema, const C extends number = 200>(schema: S, statuses: readonly C[] = [200 as C]) {
  return { ...(Object.fromEntries(statuses.map((status) => [String(status), schema])) as Record<C, S>), ...failures };
}

/** What a route's schema may say besides its request and answer. */
interface RouteDocs {
  summary?: string;
  tags?: readonly string[];
  description?: string;
}

/** The request schemas of a route that is no call of the contract (control API, mock layer). */
interface OwnParts extends RouteDocs {
  body?: TSchema;
  querystring?: TSchema;
  params?: TSchema;
  /** `data` of the envelope; gives `envelopeResponses(data)`. */
  data?: TSchema;
  /** Instead of `data`: the full `response` map (raw or plain JSON answers). */
  response?: Record<string | number, unknown>;
}

/** A part of a call's schemas, or undefined when the call has none (then Fastify types it `unknown`). */
type Part<S, K extends string> = S extends { readonly [P in K]: infer T extends TSchema } ? T : undefined;

type Docs = Omit<RouteDocs, 'tags'> & { tags?: string[] };

/** The `schema` of a route answering a call: its request schemas and answers, its name as operationId. */
export type CallRouteSchema<N extends CallName, R = EnvelopeResponses<Schemas[N]['data']>> = Docs & {
  operationId: N;
  querystring: Part<Schemas[N], 'query'>;
  body: Part<Schemas[N], 'body'>;
  params: Part<Schemas[N], 'params'>;
  response: R;
};

type OwnRouteSchema<P extends OwnParts> = Docs & {
  body: P['body'];
  querystring: P['querystring'];
  params: P['params'];
  response: P['response'] extends object ? P['response'] : EnvelopeResponses<P['data'] extends TSchema ? P['data'] : TNull>;
};

/** The `schema` of one route: the call's (request schemas, envelope answer of its data) or the route's own. */
export function route<N extends CallName>(parts: RouteDocs & { call: N }): CallRouteSchema<N>;
/** A call whose answer is not the envelope (a file): the response map is the route's. */
export function route<N extends CallName, const R extends Record<string | number, unknown>>(parts: RouteDocs & { call: N; response: R }): CallRouteSchema<N, R>;
export function route<const P extends OwnParts>(parts: P): OwnRouteSchema<P>;
export function route(parts: OwnParts & { call?: CallName }): Record<string, unknown> {
  const { call, data, response, tags, ...rest } = parts;
  const schema: Record<string, unknown> = call ? { ...fromContract(call), ...rest } : { ...rest };
  schema.response = response ?? envelopeResponses(call ? schemas[call].data : data);
  if (tags) schema.tags = [...tags];
  for (const key of Object.keys(schema)) if (schema[key] === undefined) delete schema[key];
  return schema;
}

/** A contract call's request schemas, operationId and codes (the answer is `envelopeResponses` of its data). */
function fromContract(name: CallName): Record<string, unknown> {
  const call: Schemas[CallName] = schemas[name];
  const { codes } = calls[name];
  return {
    operationId: name,
    querystring: 'query' in call ? call.query : undefined,
    body: 'body' in call ? call.body : undefined,
    params: 'params' in call ? call.params : undefined,
    description: codes.length ? `Business codes besides 200: ${codes.join(', ')}` : undefined,
  };
}
