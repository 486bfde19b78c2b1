/**
 * Route schemas of the mock: every route declares one (a test checks it), and `@fastify/swagger`
 * turns them into the OpenAPI document at `/__mock/openapi.json`.
 *
 * Usage in a route module:
 *
 *   api.post<{ Body: SaveEntRequest }>('/x', { schema: route({ summary: '...', body: obj({...}), data: obj({...}) }) }, handler)
 *
 * Response schemas document the answers; they do not filter them (the app serialises with
 * JSON.stringify, see app.ts), so a field missing from a schema is never silently dropped.
 */

import type { FastifySchema } from 'fastify';

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

export const arr = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
export const oneOfValues = (values: readonly (string | number)[], base: JsonSchema = str): JsonSchema => ({ ...base, enum: [...values] });
export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, nul] });

/** The servers' envelope `{code, message, data, success}` around `data`. */
export function envelope(data: JsonSchema = nul): JsonSchema {
  return obj({ code: int, message: str, data, success: bool }, ['code', 'message', 'data', 'success']);
}

/**
 * Response schemas of an envelope call: 200 carries `data` or, for a business error, null; HTTP
 * errors (400 schema, 401, 404, 500...) carry a null `data`.
 */
export function envelopeResponses(data: JsonSchema = nul): Record<string, JsonSchema> {
  const failure = { ...envelope(nul), description: 'HTTP error: the code equals the status, data is null' };
  return {
    200: { ...envelope(data === nul ? nul : nullable(data)), description: 'success, or a business error (code other than 200, data null)' },
    '4xx': failure,
    '5xx': failure,
  };
}

/** A non-JSON answer (HTML page, script, file) of the given media types. */
export function rawResponse(mediaTypes: readonly string[], description: string, statuses: readonly number[] = [200]): Record<string, JsonSchema> {
  const content = Object.fromEntries(mediaTypes.map((type) => [type, { schema: str }]));
  return Object.fromEntries(statuses.map((status) => [String(status), { description, content }]));
}

/** A plain JSON answer (not in the envelope): the control API's own replies. */
export function jsonResponse(schema: JsonSchema, statuses: readonly number[] = [200]): Record<string, JsonSchema> {
  return Object.fromEntries(statuses.map((status) => [String(status), schema]));
}

export interface RouteSchemaParts {
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
  const { data, response, tags, ...rest } = parts;
  const schema: Record<string, unknown> = { ...rest, response: response ?? envelopeResponses(data ?? nul) };
  if (tags) schema.tags = [...tags];
  for (const key of Object.keys(schema)) if (schema[key] === undefined) delete schema[key];
  return schema;
}
