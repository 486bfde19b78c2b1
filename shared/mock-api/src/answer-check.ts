/**
 * The answer check (tests only): with `MOCK_CHECK_ANSWERS=1` every JSON answer of the mock is
 * validated against its route's response schema for its status. A drift becomes a 500 whose
 * message names the call and the field, and is kept for `GET /__mock/drift`, so a drift fails
 * the test that walked over it. Off in `pnpm start` and production.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope';

/** The environment flag that turns the check on (jest setup of the mock, Playwright's preview servers). */
export const CHECK_ANSWERS_ENV = 'MOCK_CHECK_ANSWERS';

export const checkAnswersFromEnv = (): boolean => process.env[CHECK_ANSWERS_ENV] === '1';

export interface AnswerDrift {
  /** `POST /customer/client/uc/v1/...`: the call as sent (query string dropped). */
  call: string;
  status: number;
  /** The first failure, e.g. `data.companys[0].creditCode must be string`. */
  problem: string;
}

/** Every check of this process (all mock apps of a jest test file, or one preview server). */
export const answerTally = { checked: 0, drifts: [] as AnswerDrift[] };

type SchemaMap = Record<string, unknown>;

/** `/data/companys/0/creditCode` as `data.companys[0].creditCode`. */
export function fieldOf(instancePath: string): string {
  const parts = instancePath.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  return parts.reduce((field, part) => (/^\d+$/.test(part) ? `${field}[${part}]` : field ? `${field}.${part}` : part), '');
}

function problemOf(errors: ErrorObject[] | null | undefined): string {
  const error = errors?.[0];
  if (!error) return 'does not match its schema';
  const field = fieldOf(error.instancePath) || 'the answer';
  if (error.keyword === 'required') return `${field === 'the answer' ? '' : `${field}.`}${String(error.params.missingProperty)} is missing`;
  if (error.keyword === 'enum') return `${field} must be one of ${JSON.stringify(error.params.allowedValues)}`;
  return `${field} ${error.message ?? error.keyword}`;
}

/** The schema of a status: exact (`200`), its class (`4xx`), or `default`; JSON content of an OpenAPI `content` map. */
function schemaForStatus(response: SchemaMap | undefined, status: number): unknown {
  if (!response) return undefined;
  const entry = response[String(status)] ?? response[`${String(status)[0]}xx`] ?? response.default;
  if (!entry || typeof entry !== 'object') return undefined;
  const content = (entry as { content?: Record<string, { schema?: unknown }> }).content;
  if (content) return content['application/json']?.schema;
  return entry;
}

export class AnswerCheck {
  private readonly ajv = new Ajv({ strict: false, allErrors: false });
  /** Compiled once per route and status. */
  private readonly compiled = new WeakMap<object, Map<number, ValidateFunction | null>>();
  checked = 0;
  readonly drifts: AnswerDrift[] = [];

  private validatorFor(response: SchemaMap | undefined, status: number): ValidateFunction | null {
    if (!response) return null;
    let byStatus = this.compiled.get(response);
    if (!byStatus) this.compiled.set(response, (byStatus = new Map()));
    if (!byStatus.has(status)) {
      const schema = schemaForStatus(response, status);
      byStatus.set(status, schema && typeof schema === 'object' ? this.ajv.compile(schema) : null);
    }
    return byStatus.get(status) ?? null;
  }

  /** A `preSerialization` hook: the answer as is, or a 500 that names the drift. */
  readonly hook = async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    const response = (request.routeOptions.schema as { response?: SchemaMap } | undefined)?.response;
    const call = `${request.method} ${request.url.split('?')[0]}`;
    const validate = this.validatorFor(response, reply.statusCode);
    this.checked += 1;
    answerTally.checked += 1;
    if (!validate) {
      return this.drift(reply, { call, status: reply.statusCode, problem: `no JSON answer schema for status ${reply.statusCode}` });
    }
    if (validate(payload)) return payload;
    return this.drift(reply, { call, status: reply.statusCode, problem: problemOf(validate.errors) });
  };

  private drift(reply: FastifyReply, drift: AnswerDrift): unknown {
    this.drifts.push(drift);
    answerTally.drifts.push(drift);
    reply.code(500);
    return fail(500, describeDrift(drift));
  }
}

export const describeDrift = ({ call, status, problem }: AnswerDrift): string => `answer drift: ${call} (${status}) : ${problem}`;
