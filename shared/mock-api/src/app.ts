/**
 * Wiring of the mock API: the `mockApi` Fastify plugin (what the preview server registers at
 * its root) and `createMockApp` (a ready standalone instance for tests and `src/main.ts`).
 *
 * Every call under /customer/client goes: origin allowlist (CORS) -> scenario (may delay, answer
 * or drop) -> Content-Type and size from the headers (415, 413) -> rate limit (slider) -> raw
 * body, cut at its limit -> protocol check (signature, freshness, decryption, JSON depth;
 * PROTOCOL.md in @portal/core) -> schema -> handler. Every answer, refusals included, is the
 * envelope {code, message, data, success}; answers that may carry a secret are `no-store`.
 * The limits and their numbers: src/limits/config.ts and the README's "Limits".
 */
import { Type } from '@sinclair/typebox';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import { validationMessages } from '@portal/core';
import { API_BASE_PATH, MAX_CLOCK_SKEW_MS, callPathFromUrl } from '@portal/core/protocol';
import { AnswerCheck, checkAnswersFromEnv } from './answer-check';
import { type RouteContext, rememberToken } from './context';
import { ApiError, BizCode, Messages, fail } from './envelope';
import { type MockLimits, resolveLimits } from './limits/config';
import { OriginPolicy, type OriginSource, bodyLimitHook, isUtf8Json, noStoreHook, originHook, preflightHandler } from './limits/http';
import { parseBoundedJson, tooDeepMessage } from './limits/json';
import { registerRateLimit } from './limits/rate-limit';
import { largeBodyConcurrency } from './limits/concurrency';
import { trustedProxies } from './limits/proxy';
import { verifySignedRequestFast } from './limits/verify';
import type { Scenario } from './state';
import { type WorldsConfig, resolveWorldsConfig } from './worlds/config';
import { Worlds } from './worlds/registry';
import { boundState, registerWorldBinding } from './worlds/binding';
import { worldRoutes } from './worlds/routes';
import { authRoutes } from './routes/auth';
import { authWorldRoutes } from './auth-world/routes';
import { authWorldControlRoutes } from './auth-world/control';
import { enterpriseRoutes } from './auth-world/enterprise-routes';
import { enterpriseControlRoutes } from './auth-world/enterprise-control';
import { changeControlRoutes, changeRoutes } from './auth-world/change-routes';
import { bizRoutes } from './routes/biz';
import { captchaRoutes } from './routes/captcha';
import { contentRoutes } from './routes/content';
import { controlRoutes, driftRoutes } from './routes/control';
import { telemetryRoutes } from './routes/telemetry';
import { iamRoutes } from './routes/iam';
import { loginRoutes } from './routes/login';
import { userRoutes } from './routes/user';
import { chromeRoutes } from './routes/chrome';
import { userCentreRoutes } from './user-centre/routes';
import { userCentreControlRoutes } from './user-centre/control';
import { mockLayerRoutes } from './mock-layer/routes';
import { consoleRoutes } from './console/routes';
import { envelopeResponses, jsonResponse, route, typed } from './route';

/** Where the mock serves its OpenAPI document (built from every route's schema). */
export const OPENAPI_PATH = '/__mock/openapi.json';

export interface MockApiOptions {
  /** Clock in ms since the epoch; tests pass a fake one to move time. Default Date.now. */
  now?: () => number;
  /** Seed of the random source (puzzle positions, codes, tokens). Default: random. */
  seed?: number;
  /** Overrides of the abuse and input limits (src/limits/config.ts). */
  limits?: Partial<MockLimits>;
  /**
   * Origins besides the request's own that may call /customer/client across origins (CORS):
   * a list, or a function read on each request (the preview server passes remotes.json's
   * origins). `MOCK_ALLOWED_ORIGINS` (comma separated) adds more. Other origins get no CORS headers.
   */
  allowedOrigins?: OriginSource;
  /** Check every JSON answer against its route's response schema (answer-check.ts). Default: `MOCK_CHECK_ANSWERS=1`. */
  checkAnswers?: boolean;
  /** Overrides of the worlds' settings (worlds/config.ts: data directory, idle time, caps; default from the environment). */
  worlds?: Partial<WorldsConfig>;
}

export interface CreateMockAppOptions extends MockApiOptions {
  logger?: boolean;
  /** Proxies whose X-Forwarded-For names the client (Fastify's trustProxy). Default: `TRUSTED_PROXIES`, else loopback. */
  trustProxy?: string[] | false;
}

const API_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

function errorHandler(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiError) {
    if (error.httpStatus === 401) reply.header('WWW-Authenticate', 'Bearer');
    if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
    return reply.code(error.httpStatus).send(fail(error.code, error.message, error.data));
  }
  if (error.validation) return reply.code(400).send(fail(BizCode.BAD_REQUEST, error.message));
  // Fastify's own refusals of a body: over the parser's bodyLimit (also mid-stream), or no parser for its type.
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send(fail(BizCode.PAYLOAD_TOO_LARGE, Messages.PAYLOAD_TOO_LARGE));
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.code(415).send(fail(BizCode.UNSUPPORTED_MEDIA_TYPE, Messages.UNSUPPORTED_MEDIA_TYPE));
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.code(status).send(fail(status, error.message));
  request.log.error({ err: error }, 'mock API bug');
  return reply.code(500).send(fail(BizCode.SERVER_ERROR, `${Messages.SERVER_ERROR}: ${error.message}`));
}

/** Readable 400 messages for schema failures (the client shows a 400's message as is). */
function schemaErrorMessage(errors: { keyword: string; instancePath: string; params: Record<string, unknown>; message?: string }[], dataVar: string): Error {
  const first = errors[0];
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (!field && first.keyword === 'type') return new Error(`${dataVar === 'body' ? '请求体' : dataVar} 须为 JSON 对象`);
  if (first.keyword === 'required') return new Error(`缺少参数 ${String(first.params.missingProperty)}`);
  if (first.keyword === 'pattern' && /^mobile(No)?$/.test(field)) return new Error(validationMessages.mobileInvalid);
  return new Error(`参数 ${field || dataVar} 不合法：${first.message ?? first.keyword}`);
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function scenarioMessage(scenario: Scenario): string {
  if (scenario.message !== undefined) return scenario.message;
  if (scenario.code !== undefined) return `模拟的业务码 ${scenario.code}`;
  return scenario.status === 401 ? Messages.UNAUTHORIZED : `模拟的 HTTP ${scenario.status}`;
}

/** The calls under /customer/client, in their own context: raw-body parser, scenarios, protocol check. */
function apiPlugin(context: RouteContext): FastifyPluginAsync {
  const { state } = context;
  const { limits } = state;
  return async (plugin) => {
    const api = typed(plugin);
    api.removeAllContentTypeParsers();
    // The protocol signs the bytes as sent, so the body stays raw until it is verified. JSON and
    // (on the upload paths) multipart only, each cut at its limit even when sent chunked.
    const raw = (_request: FastifyRequest, body: Buffer | string, done: (error: Error | null, body?: unknown) => void): void => done(null, body);
    api.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: limits.jsonBodyBytes }, raw);
    api.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: limits.uploadBodyBytes }, raw);
    api.setSchemaErrorFormatter(schemaErrorMessage);
    await registerRateLimit(api, () => state.rateWindows, state.now);

    api.addHook('onRequest', async (request, reply) => {
      const scenario = state.takeScenario(request.method, callPathFromUrl(request.url));
      if (!scenario) return;
      if (scenario.delayMs) await sleep(scenario.delayMs);
      if (scenario.drop) {
        reply.hijack();
        reply.raw.destroy();
        return;
      }
      if (scenario.status !== undefined || scenario.code !== undefined) {
        const status = scenario.status ?? 200;
        return reply.code(status).send(fail(scenario.code ?? status, scenarioMessage(scenario)));
      }
    });

    // After the scenarios (which apply before anything else), before any byte of the body is read.
    api.addHook('onRequest', bodyLimitHook(limits, (url) => callPathFromUrl(url)));
    // Large bodies one address has under way at once (limits/concurrency.ts): the next is a 429 now, not a wait for everyone.
    const bodies = largeBodyConcurrency(limits);
    api.addHook('onRequest', bodies.admit);
    api.addHook('onResponse', bodies.release);
    api.addHook('onRequestAbort', bodies.release);

    api.addHook('preValidation', async (request, reply) => {
      const result = verifySignedRequestFast({
        method: request.method,
        path: callPathFromUrl(request.url),
        headers: request.headers,
        rawBody: Buffer.isBuffer(request.body) ? request.body : undefined,
        now: state.now(),
        isReplay: (nonce, timestamp) => state.isReplayedNonce(nonce, timestamp, MAX_CLOCK_SKEW_MS),
        maxJsonDepth: limits.maxJsonDepth,
      });
      if (!result.ok) return reply.code(result.status).send(fail(result.status, result.message));
      request.body = result.body;
      rememberToken(request, result.token);
    });

    captchaRoutes(api, context);
    loginRoutes(api, context);
    userRoutes(api, context);
    authRoutes(api, context);
    authWorldRoutes(api, context);
    enterpriseRoutes(api, context);
    changeRoutes(api, context);
    contentRoutes(api, context);
    userCentreRoutes(api, context);
    mockLayerRoutes(api, context);

    api.route({
      method: [...API_METHODS],
      url: '/*',
      // Checked like every answer (the 4xx envelope); not a call of its own in the OpenAPI document.
      schema: { hide: true, response: envelopeResponses() },
      handler: async (request, reply) =>
        reply.code(404).send(fail(BizCode.NOT_FOUND, `接口不存在：${request.method} ${callPathFromUrl(request.url)}`)),
    });
  };
}

/**
 * The mock API as a Fastify plugin. Register it at the root of a server (not wrapped in
 * fastify-plugin): it keeps its parsers, hooks and error handler to its own routes.
 */
export const mockApi: FastifyPluginAsync<MockApiOptions> = async (host, options) => {
  const app = typed(host);
  const limits = resolveLimits(options.limits);
  const worlds = new Worlds({
    now: options.now ?? Date.now,
    seed: options.seed ?? Math.floor(Math.random() * 2 ** 32),
    limits,
    config: resolveWorldsConfig(options.worlds),
    warn: (message) => app.log.warn(message),
  });
  // Every route reads the world of the request it answers (worlds/binding.ts).
  const context: RouteContext = { state: boundState(worlds) };
  const policy = new OriginPolicy(options.allowedOrigins);
  const sweep = setInterval(() => worlds.sweep(), 60_000).unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.setErrorHandler(errorHandler);
  const answers = (options.checkAnswers ?? checkAnswersFromEnv()) ? new AnswerCheck() : undefined;
  if (answers) app.addHook('preSerialization', answers.hook);
  // Response schemas document the answers; fast-json-stringify would drop any field they omit.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(swagger, {
    openapi: {
      info: { title: 'Customer portal mock API', version: '1.0.0', description: 'The signed calls under /customer/client and the /__mock control API.' },
    },
  });
  app.get(OPENAPI_PATH, { schema: route({ summary: 'This OpenAPI document', tags: ['control'], response: jsonResponse(Type.Object({})) }) }, async () => app.swagger());
  app.addHook('onRequest', originHook(policy));
  registerWorldBinding(app, worlds);
  app.addHook('onSend', noStoreHook);
  // Preflights outside the API's context: no scenario, no protocol check.
  app.options(`${API_BASE_PATH}/*`, { schema: { hide: true, response: envelopeResponses() } }, preflightHandler(policy));
  // Control calls may come with an empty body and a JSON content type (fetch, Playwright).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: limits.controlJsonBodyBytes }, (request, body, done) => {
    if (!isUtf8Json(request.headers['content-type'] ?? '')) return done(new ApiError(415, BizCode.UNSUPPORTED_MEDIA_TYPE, Messages.UNSUPPORTED_MEDIA_TYPE), undefined);
    if (body === '') return done(null, undefined);
    const parsed = parseBoundedJson(body as string, limits.maxJsonDepth);
    if (parsed.ok) return done(null, parsed.value);
    done(new ApiError(400, BizCode.BAD_REQUEST, parsed.reason === 'too-deep' ? tooDeepMessage(limits.maxJsonDepth) : 'Malformed JSON body'), undefined);
  });

  worldRoutes(app, worlds);
  controlRoutes(app, context);
  driftRoutes(app, answers);
  authWorldControlRoutes(app, context);
  enterpriseControlRoutes(app, context);
  changeControlRoutes(app, context);
  iamRoutes(app, context);
  bizRoutes(app, context);
  chromeRoutes(app, context);
  userCentreControlRoutes(app, context);
  consoleRoutes(app, context);
  telemetryRoutes(app, context);
  await app.register(apiPlugin(context), { prefix: API_BASE_PATH });
};

/** A ready standalone mock API (tests, `pnpm --filter @portal/mock-api start`). */
export async function createMockApp(options: CreateMockAppOptions = {}): Promise<FastifyInstance> {
  const { logger, trustProxy, ...apiOptions } = options;
  const app = Fastify({ logger: logger ?? false, trustProxy: trustProxy ?? trustedProxies() });
  await app.register(mockApi, apiOptions);
  await app.ready();
  return app;
}
