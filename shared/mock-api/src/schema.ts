/**
 * Route schemas of the mock: every route declares one (a test checks it), and `@fastify/swagger`
 * turns them into the OpenAPI document at `/__mock/openapi.json`.
 *
 * A route answering a call of the portal's contract names it, and gets the call's request and
 * answer schemas from @portal/core (one definition; contract.test.ts checks method and path):
 *
 *   api.post<{ Body: SaveEntInfo }>(SESSION_PATHS.saveEntInfo, { schema: route({ call: 'saveEntInfo', summary: '...' }) }, handler)
 *
 * The control API and the mock layer, which are not portal calls, give theirs with the helpers below
 * (`route({ summary, body: obj({...}), response: jsonResponse(...) })`).
 *
 * Response schemas do not filter the answers (the app serialises with JSON.stringify, see app.ts),
 * so a field missing from a schema is never silently dropped; under `MOCK_CHECK_ANSWERS=1` every
 * answer is checked against them (answer-check.ts), so they must say what the client reads.
 */

import type { FastifySchema } from 'fastify';
import { calls, type CallName } from '@portal/core';
import { schemas, type CallSchemas } from '@portal/core/contract/schemas';

/** A JSON schema (draft 7, as Fastify's Ajv reads it). */
export type JsonSchema = Readonly<Record<string, unknown>>;

export const str: JsonSchema = { type: 'string' };
export const nonEmpty: JsonSchema = { type: 'string', minLength: 1 };
export const int: JsonSchema = { type: 'integer' };
export const num: JsonSchema = { type: 'number' };
export const bool: JsonSchema = { type: 'boolean' };
export const nul: JsonSchema = { type: 'null' };
/** Any JSON value (for payloads whose shape is the caller's, such as scenario bodies). */
export const anyValue: JsonSchema = {};

/** An object schema; `required` lists the keys that must be there. Extra keys are allowed. */
export function obj(properties: Record<string, JsonSchema>, required: readonly string[] = []): JsonSchema {
  return required.length ? { type: 'object', properties, required: [...required] } : { type: 'object', properties };
}

/** An object schema whose every key must be there (an answer whose core type has no optional field). */
export const all = (properties: Record<string, JsonSchema>): JsonSchema => obj(properties, Object.keys(properties));

export const arr = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
export const oneOfValues = (values: readonly (string | number)[], base: JsonSchema = str): JsonSchema => ({ ...base, enum: [...values] });
export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, nul] });

/** The servers' envelope `{code, message, data, success}` around `data`. */
export function envelope(data: JsonSchema = nul): JsonSchema {
  return obj({ code: int, message: str, data, success: bool }, ['code', 'message', 'data', 'success']);
}

/** A success: code 200 and the call's `data` (checked first, so a drift is reported inside `data`). */
const success = (data: JsonSchema): JsonSchema =>
  obj({ code: { type: 'integer', enum: [200] }, message: str, data, success: { type: 'boolean', enum: [true] } }, ['code', 'message', 'data', 'success']);
/** A business error: HTTP 200 with another code; `data` is null or what the code carries (a wait, attempts left). */
const businessError: JsonSchema = obj(
  { code: { type: 'integer', not: { enum: [200] } }, message: str, data: anyValue, success: { type: 'boolean', enum: [false] } },
  ['code', 'message', 'data', 'success'],
);

/**
 * Every refusal, of any route, is the error handler's envelope (app.ts): data null, or the
 * wait of a limit (`retryAfterSeconds`).
 */
const failure: JsonSchema = {
  ...envelope(nullable(obj({ retryAfterSeconds: int }, ['retryAfterSeconds']))),
  description: 'HTTP error: the code equals the status, data is null (or the wait of a limit)',
};
const failures: Record<string, JsonSchema> = { '4xx': failure, '5xx': failure };

/**
 * Response schemas of an envelope call: 200 carries `data` or a business error; HTTP errors
 * (400 schema, 401, 404, 500...) carry a null `data`.
 */
export function envelopeResponses(data: JsonSchema = nul): Record<string, JsonSchema> {
  return {
    200: { description: 'success (code 200 with data), or a business error (another code; data null or its details)', anyOf: [success(data), businessError] },
    ...failures,
  };
}

/** A non-JSON answer (HTML page, script, file) of the given media types. */
export function rawResponse(mediaTypes: readonly string[], description: string, statuses: readonly number[] = [200]): Record<string, JsonSchema> {
  const content = Object.fromEntries(mediaTypes.map((type) => [type, { schema: str }]));
  // A refusal thrown by the handler is the JSON envelope, whatever the page would have been; so is
  // a business code a file service answers in place of the file (1004002, or a QA scenario's code).
  const refusal = { ...content, 'application/json': { schema: failure } };
  const answer = { 'application/json': { schema: businessError }, ...content };
  return { ...failures, ...Object.fromEntries(statuses.map((status) => [String(status), { description, content: status >= 400 ? refusal : answer }])) };
}

/** A plain JSON answer (not in the envelope): the control API's own replies. */
export function jsonResponse(schema: JsonSchema, statuses: readonly number[] = [200]): Record<string, JsonSchema> {
  return { ...Object.fromEntries(statuses.map((status) => [String(status), schema])), ...failures };
}

export interface RouteSchemaParts {
  /**
   * The call of the portal's contract this route answers (@portal/core/contract): its query, body,
   * params and answer schemas, its name as the operationId and its business codes.
   */
  call?: CallName;
  summary?: string;
  tags?: readonly string[];
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
  /** `data` of the envelope; gives `envelopeResponses(data)`. */
  data?: JsonSchema;
  /** Instead of `data`: the full `response` map (raw or plain JSON answers). */
  response?: Record<string, JsonSchema>;
}

/** The `schema` of one route: an envelope answer unless `response` is given. */
export function route(parts: RouteSchemaParts): FastifySchema & { summary?: string; tags?: string[] } {
  const { call, data, response, tags, ...rest } = parts;
  const schema: Record<string, unknown> = call ? { ...fromContract(call), ...rest } : { ...rest };
  schema.response = response ?? envelopeResponses(call ? schemas[call].data : (data ?? nul));
  if (tags) schema.tags = [...tags];
  for (const key of Object.keys(schema)) if (schema[key] === undefined) delete schema[key];
  return schema;
}

/** A contract call's request schemas, operationId and codes (the answer is `envelopeResponses` of its data). */
function fromContract(name: CallName): Record<string, unknown> {
  const call: CallSchemas = schemas[name];
  const { codes } = calls[name];
  return {
    operationId: name,
    querystring: call.query,
    body: call.body,
    params: call.params,
    description: codes.length ? `Business codes besides 200: ${codes.join(', ')}` : undefined,
  };
}
