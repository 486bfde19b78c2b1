import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { OPENAPI_PATH, createMockApp, mockApi } from './app';
import { envelopeResponses, route, typed } from './route';

/** Every route the mock registers, as Fastify sees it (plugins included). */
async function registeredRoutes(): Promise<RouteOptions[]> {
  const routes: RouteOptions[] = [];
  const app = Fastify();
  app.addHook('onRoute', (options) => {
    routes.push(options);
  });
  await app.register(mockApi, { seed: 1 });
  await app.ready();
  await app.close();
  return routes;
}

const methodsOf = (r: RouteOptions): string[] => (Array.isArray(r.method) ? r.method : [r.method]);
/** Preflights, HEAD twins of GETs and the catch-all 404 answer for every path alike. */
const documented = (r: RouteOptions): boolean =>
  !methodsOf(r).every((m) => m === 'OPTIONS' || m === 'HEAD') && !r.url.endsWith('/*');
const hasSchemaFor = (r: RouteOptions, key: 'body' | 'querystring' | 'params' | 'response'): boolean =>
  r.schema !== undefined && (r.schema as Record<string, unknown>)[key] !== undefined;

describe('route schemas', () => {
  let routes: RouteOptions[];
  beforeAll(async () => {
    routes = (await registeredRoutes()).filter(documented);
  });

  it('finds the routes of every module', () => {
    const urls = routes.map((r) => r.url);
    expect(urls).toEqual(expect.arrayContaining(['/__mock/sms/:mobile', '/customer/client/uc/v1/api/unified/login/smsLogin', OPENAPI_PATH]));
  });

  it('every route declares its answers', () => {
    const missing = routes.filter((r) => !hasSchemaFor(r, 'response')).map((r) => `${methodsOf(r).join(',')} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('every route with path parameters declares them', () => {
    const missing = routes.filter((r) => r.url.includes(':') && !hasSchemaFor(r, 'params')).map((r) => r.url);
    expect(missing).toEqual([]);
  });

  it('every call that carries data in its body declares it', () => {
    // A POST without a body schema must say so with `body: undefined`-free intent: only these take none.
    const noBody = new Set(['/customer/client/uc/v1/api/unified/login/logout', '/customer/client/uc/v1/api/unified/login/logoutAll', '/__mock/reset', '/__mock/limits/clear', '/__mock/worlds/:id/use']);
    const missing = routes
      .filter((r) => methodsOf(r).some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH'))
      .filter((r) => !hasSchemaFor(r, 'body') && !hasSchemaFor(r, 'querystring') && !noBody.has(r.url))
      .map((r) => r.url);
    expect(missing).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createMockApp({ seed: 1 });
  });
  afterAll(() => app.close());

  it('lists the signed calls and the control API with their request and answer shapes', async () => {
    const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const smsLogin = doc.paths['/customer/client/uc/v1/api/unified/login/smsLogin'].post;
    expect(smsLogin.requestBody.content['application/json'].schema.required).toEqual(['mobileNo', 'smsVerCode']);
    expect(smsLogin.responses['200'].content['application/json'].schema.anyOf[0].properties.data).toEqual({ type: 'object', properties: { token: { type: 'string' } }, required: ['token'] });
    expect(doc.paths['/__mock/sms/{mobile}'].get.parameters[0]).toMatchObject({ name: 'mobile', in: 'path' });
  });
});

/** The keywords of an OpenAPI 3.0 Schema Object (3.0.3, section 4.7.24): no `if`/`then`/`else`, `const` or type lists. */
const OPENAPI_30_KEYWORDS = new Set([
  'title', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength', 'pattern',
  'maxItems', 'minItems', 'uniqueItems', 'maxProperties', 'minProperties', 'required', 'enum', 'type', 'allOf', 'oneOf',
  'anyOf', 'not', 'items', 'properties', 'additionalProperties', 'description', 'format', 'default', 'nullable',
  'discriminator', 'readOnly', 'writeOnly', 'xml', 'externalDocs', 'example', 'deprecated', '$ref',
]);

/** Every keyword of `schema` and its subschemas that OpenAPI 3.0 does not have, with where it is. */
function keywordsOutside30(schema: unknown, where: string): string[] {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(schema)) {
    if (!OPENAPI_30_KEYWORDS.has(key) && !key.startsWith('x-')) found.push(`${where}: ${key}`);
    if (key === 'type' && typeof value !== 'string') found.push(`${where}: type ${JSON.stringify(value)}`);
    if (key === 'properties') for (const [name, sub] of Object.entries(value as Record<string, unknown>)) found.push(...keywordsOutside30(sub, `${where}.${name}`));
    else if (['allOf', 'oneOf', 'anyOf'].includes(key)) (value as unknown[]).forEach((sub, i) => found.push(...keywordsOutside30(sub, `${where}.${key}[${i}]`)));
    else if (['items', 'not', 'additionalProperties'].includes(key)) found.push(...keywordsOutside30(value, `${where}.${key}`));
  }
  return found;
}

describe('the OpenAPI document is valid OpenAPI 3.0', () => {
  it('uses only the Schema Object keywords of 3.0 in every parameter, body and answer', async () => {
    const app = await createMockApp({ seed: 1 });
    const doc = (await app.inject({ method: 'GET', url: OPENAPI_PATH })).json<{ openapi: string; paths: Record<string, Record<string, Record<string, unknown>>>; components?: { schemas?: Record<string, unknown> } }>();
    await app.close();
    expect(doc.openapi).toMatch(/^3\.0\.\d+$/);
    const found: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const at = `${method.toUpperCase()} ${path}`;
        for (const p of (op.parameters as { name: string; schema?: unknown }[] | undefined) ?? []) found.push(...keywordsOutside30(p.schema, `${at} parameter ${p.name}`));
        for (const [type, media] of Object.entries((op.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content ?? {})) found.push(...keywordsOutside30(media.schema, `${at} body ${type}`));
        for (const [status, answer] of Object.entries((op.responses as Record<string, { content?: Record<string, { schema?: unknown }> }> | undefined) ?? {})) {
          for (const [type, media] of Object.entries(answer.content ?? {})) found.push(...keywordsOutside30(media.schema, `${at} ${status} ${type}`));
        }
      }
    }
    for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) found.push(...keywordsOutside30(schema, `components.schemas.${name}`));
    expect(found).toEqual([]);
  });
});

describe('route()', () => {
  it('wraps data in the envelope: a success carries it, a business error anything', () => {
    const data = Type.Object({ n: Type.Integer() });
    const schema = route({ data });
    expect(schema.response).toEqual(envelopeResponses(data));
    const ok = schema.response['200'];
    expect(ok.anyOf[0].properties).toMatchObject({ code: { enum: [200] }, data: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] } });
    expect(ok.anyOf[1].properties).toMatchObject({ code: { not: { enum: [200] } }, data: {} });
  });

  it('keeps fields a response schema does not list (answers are not filtered)', async () => {
    const app = typed(Fastify());
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
    app.get('/x', { schema: route({ data: Type.Object({ a: Type.Optional(Type.Integer()) }) }) }, async () => ({ code: 200 as const, message: '', success: true as const, data: { a: 1, b: 2 } }));
    const body = (await app.inject({ method: 'GET', url: '/x' })).json();
    expect(body.data).toEqual({ a: 1, b: 2 });
    await app.close();
  });
});
