/**
 * Issue 47 item 23: a parameter named like a property every object has (`__proto__`,
 * `constructor`, `toString`) is an unknown value like any other, never a 500. Every call of the
 * OpenAPI document is sent with each name in every string parameter (path, query and body).
 */
import { API_BASE_PATH } from '@portal/core/protocol';
import { OPENAPI_PATH } from './app';
import { type Harness, startHarness } from './test-client';

jest.setTimeout(120_000);

const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
}
interface Operation {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** A body whose every string (and list of strings) is `name`; other fields left out. */
function bodyOf(schema: Schema | undefined, name: string): Record<string, unknown> | undefined {
  if (!schema?.properties) return undefined;
  const body: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.properties)) {
    const type = Array.isArray(field.type) ? field.type[0] : field.type;
    if (type === 'string') body[key] = name;
    else if (type === 'array' && field.items?.type === 'string') body[key] = [name];
  }
  return body;
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.app.close();
});

it('no call answers 500 to a parameter named __proto__, constructor, toString or hasOwnProperty', async () => {
  const doc = (await h.control('GET', OPENAPI_PATH)).json<{ paths: Record<string, Record<string, Operation>> }>();
  const token = (await h.control('POST', '/__mock/session', { mobile: '13800000000' })).json<{ token: string }>().token;
  const failures: string[] = [];
  let sent = 0;
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (!['get', 'post'].includes(method)) continue;
      // Sign-in calls would only count failures; the reset and session calls change the whole mock.
      if (/\/(reset|session|limits\/clear)$/.test(path)) continue;
      for (const name of NAMES) {
        let url = path.replace(/\{[^}]+\}/g, encodeURIComponent(name));
        const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => `${p.name}=${encodeURIComponent(name)}`);
        if (query.length > 0) url += `?${query.join('&')}`;
        const body = method === 'post' ? bodyOf(op.requestBody?.content?.['application/json']?.schema, name) : undefined;
        const verb = method.toUpperCase() as 'GET' | 'POST';
        const status = url.startsWith(`${API_BASE_PATH}/`)
          ? (await h.call(verb, url.slice(API_BASE_PATH.length), body, token)).status
          : (await h.control(verb, url, body)).statusCode;
        sent += 1;
        if (status >= 500) failures.push(`${verb} ${url} ${body ? JSON.stringify(body) : ''}: ${status}`);
      }
    }
  }
  expect(sent).toBeGreaterThan(400);
  expect(failures).toEqual([]);
});
