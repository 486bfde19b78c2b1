/**
 * The control API for tests and QA, under /__mock/: read the last SMS code and the slider's
 * answer, reset the state, and queue scenarios (status, business code, delay or a dropped
 * connection for the next N calls to a path). Answers are plain JSON; errors are envelopes.
 */
import { Type } from '@sinclair/typebox';
import { envelopeResponses, jsonResponse, route, type MockServer } from '../route';
import type { AnswerCheck } from '../answer-check';
import type { RouteContext } from '../context';
import { httpError } from '../envelope';
import { type CaptchaAnswer, SMS_KIND_NAMES, type ScenarioMethod, type ScenarioSpec, type SmsRecord } from '../state';

const METHODS: readonly ScenarioMethod[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', '*'];
const KEYS = new Set(['method', 'path', 'times', 'status', 'code', 'message', 'delayMs', 'drop']);
const MAX_DELAY_MS = 60 * 60_000;

const isInteger = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Validates a scenario body; every refusal is a 400 that says what is wrong. */
export function parseScenario(body: unknown): ScenarioSpec {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw httpError(400, 'scenario must be a JSON object');
  const input = body as Record<string, unknown>;
  const unknownKeys = Object.keys(input).filter((key) => !KEYS.has(key));
  if (unknownKeys.length > 0) throw httpError(400, `unknown field(s): ${unknownKeys.join(', ')}; allowed: ${[...KEYS].join(', ')}`);

  const method = input.method === undefined ? '*' : String(input.method).toUpperCase();
  if (!METHODS.includes(method as ScenarioMethod)) throw httpError(400, `method must be one of ${METHODS.join(', ')}`);
  const { path, times = 1, status, code, message, delayMs, drop } = input;
  if (typeof path !== 'string' || !path.startsWith('/')) throw httpError(400, 'path must be a call path starting with "/"');
  if (path === '/customer/client' || path.startsWith('/customer/client/')) {
    throw httpError(400, 'path is the call path without the /customer/client base, e.g. /uc/v1/api/unified/login/user');
  }
  if (!isInteger(times, 1, 1000)) throw httpError(400, 'times must be an integer from 1 to 1000');
  if (status !== undefined && !isInteger(status, 200, 599)) throw httpError(400, 'status must be an HTTP status from 200 to 599');
  if (code !== undefined && !isInteger(code, -2147483648, 2147483647)) throw httpError(400, 'code must be an integer business code');
  if (message !== undefined && typeof message !== 'string') throw httpError(400, 'message must be a string');
  if (delayMs !== undefined && !isInteger(delayMs, 0, MAX_DELAY_MS)) throw httpError(400, `delayMs must be an integer from 0 to ${MAX_DELAY_MS}`);
  if (drop !== undefined && typeof drop !== 'boolean') throw httpError(400, 'drop must be a boolean');
  if (drop && (status !== undefined || code !== undefined)) throw httpError(400, 'drop cannot be combined with status or code');
  if (status === undefined && code === undefined && delayMs === undefined && !drop) {
    throw httpError(400, 'give at least one of status, code, delayMs or drop');
  }
  return { method: method as ScenarioMethod, path, times, status, code, message, delayMs, drop };
}

const answerOf = ({ token, x, y }: CaptchaAnswer): { token: string; x: number; y: number } => ({ token, x, y });

const tags = ['control'];
const failure = envelopeResponses()['4xx'];
const captchaAnswer = Type.Object({ token: Type.String(), x: Type.Number(), y: Type.Number() });
/** Scenario fields are checked by parseScenario, which words each refusal; the schema only documents them. */
const anything = Type.Optional(Type.Unknown());
const scenarioBody = Type.Object(
  { method: anything, path: anything, times: anything, status: anything, code: anything, message: anything, delayMs: anything, drop: anything },
  { description: 'method (default *), path (without /customer/client), times (1-1000, default 1), and one of status, code (with message), delayMs, drop' },
);
const scenario = Type.Object({ method: Type.String(), path: Type.String(), times: Type.Integer(), status: Type.Optional(Type.Integer()), code: Type.Optional(Type.Integer()), message: Type.Optional(Type.String()), delayMs: Type.Optional(Type.Integer()), drop: Type.Optional(Type.Boolean()) });

export function controlRoutes(app: MockServer, { state }: RouteContext): void {
  const smsRecord = Type.Object({ mobile: Type.String(), code: Type.String(), smsToken: Type.String(), sentAt: Type.Optional(Type.Number()), expiresAt: Type.Optional(Type.Number()), used: Type.Optional(Type.Boolean()), kind: Type.String(), kindName: Type.Optional(Type.String()), text: Type.String(), url: Type.Optional(Type.Union([Type.String(), Type.Null()])) });
  const smsView = (record: SmsRecord) => {
    const { mobile, code, smsToken, sentAt, expiresAt, used, kind, text, url } = record;
    return { mobile, code, smsToken, sentAt, expiresAt, used, kind, kindName: SMS_KIND_NAMES[kind], text, url };
  };
  const smsSchema = route({
    summary: 'The last SMS sent to a mobile: a code (sign-in, bank card, contract, reveal) or a notice with its link (legal representative)',
    tags,
    params: Type.Object({ mobile: Type.String() }),
    response: { ...jsonResponse(smsRecord), '4xx': failure },
  });
  app.get('/__mock/sms/:mobile', { schema: smsSchema }, async (request) => {
    const record = state.latestSms(request.params.mobile);
    if (!record) throw httpError(404, `no SMS sent to ${request.params.mobile}`);
    return smsView(record);
  });

  app.get(
    '/__mock/sms',
    { schema: route({ summary: 'Every SMS sent since the last reset, newest first (codes and notices)', tags, response: jsonResponse(Type.Object({ sms: Type.Array(smsRecord) })) }) },
    async () => ({ sms: state.smsLog.map(smsView).reverse() }),
  );

  const captchaSchema = { tags, response: { ...jsonResponse(captchaAnswer), '4xx': failure } };
  app.get('/__mock/captcha/latest', { schema: route({ summary: "The last puzzle's answer", ...captchaSchema }) }, async () => {
    const answer = state.latestCaptchaToken ? state.captchas.get(state.latestCaptchaToken) : undefined;
    if (!answer) throw httpError(404, 'no captcha issued yet');
    return answerOf(answer);
  });

  app.get(
    '/__mock/captcha/:token',
    { schema: route({ summary: "A puzzle's answer", params: Type.Object({ token: Type.String() }), ...captchaSchema }) },
    async (request) => {
    const answer = state.captchas.get(request.params.token);
    if (!answer) throw httpError(404, `no captcha with token ${request.params.token}`);
    return answerOf(answer);
  });

  app.post('/__mock/reset', { schema: route({ summary: 'Back to the seeded state', tags, response: jsonResponse(Type.Object({ reset: Type.Boolean() })) }) }, async () => {
    state.reset();
    return { reset: true };
  });

  // A session without captcha and SMS: the stub session of a remote's QA harness.
  const sessionSchema = route({
    summary: 'Open a session without captcha and SMS (QA harness)',
    tags,
    body: Type.Object({ mobile: Type.Optional(Type.Unknown()) }, { description: 'mobile: the mobile of a registered persona' }),
    response: { ...jsonResponse(Type.Object({ token: Type.String(), mobile: Type.String(), expiresAt: Type.Number() }), [201]), '4xx': failure },
  });
  app.post('/__mock/session', { schema: sessionSchema }, async (request, reply) => {
    const mobile = request.body?.mobile;
    if (typeof mobile !== 'string' || !state.account(mobile)) throw httpError(400, 'mobile must be the mobile of a registered persona');
    const session = state.openSession(mobile);
    return reply.code(201).send({ token: session.token, mobile, expiresAt: session.expiresAt });
  });

  app.get('/__mock/scenario', { schema: route({ summary: 'The queued scenarios', tags, response: jsonResponse(Type.Object({ scenarios: Type.Array(scenario) })) }) }, async () => ({ scenarios: state.scenarios }));

  const addScenarioSchema = route({
    summary: 'Queue a scenario for the next calls to a path',
    tags,
    body: scenarioBody,
    response: { ...jsonResponse(Type.Object({ scenario: scenario }), [201]), '4xx': failure },
  });
  app.post('/__mock/scenario', { schema: addScenarioSchema }, async (request, reply) => {
    const scenario = state.addScenario(parseScenario(request.body));
    return reply.code(201).send({ scenario });
  });
}

const drift = Type.Object({ call: Type.String(), status: Type.Integer(), problem: Type.String() });

/** The answer check's record (answer-check.ts): how many answers it checked and the drifts it found. */
export function driftRoutes(app: MockServer, answers: AnswerCheck | undefined): void {
  const schema = route({
    summary: 'Answers checked against their schemas and the drifts found (MOCK_CHECK_ANSWERS=1)',
    tags,
    response: jsonResponse(Type.Object({ enabled: Type.Boolean(), checked: Type.Integer(), drifts: Type.Array(drift) })),
  });
  app.get('/__mock/drift', { schema }, async () => ({ enabled: answers !== undefined, checked: answers?.checked ?? 0, drifts: answers?.drifts ?? [] }));
}
