import Fastify, { type RouteOptions } from 'fastify';
import { calls, type Call } from '@portal/core';
import { API_BASE_PATH } from '@portal/core/protocol';
import { mockApi } from './app';
import { route } from './route';

interface RouteSeen {
  method: string;
  url: string;
  operationId?: string;
  tags?: readonly string[];
}

/** Every route the mock registers under the API base (plugins included), as Fastify sees it. */
async function apiRoutes(): Promise<RouteSeen[]> {
  const routes: RouteSeen[] = [];
  const app = Fastify();
  app.addHook('onRoute', (options: RouteOptions) => {
    const schema = (options.schema ?? {}) as { operationId?: string; tags?: string[] };
    for (const method of [options.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS' || !options.url.startsWith(`${API_BASE_PATH}/`) || options.url.endsWith('/*')) continue;
      routes.push({ method, url: options.url.slice(API_BASE_PATH.length), operationId: schema.operationId, tags: schema.tags });
    }
  });
  await app.register(mockApi, { seed: 1 });
  await app.ready();
  await app.close();
  return routes;
}

/**
 * The spec's development mock layer (001 section 7) answers a back-office front end, not the
 * portal: its calls are no part of the portal's contract.
 */
const isMockLayer = (r: RouteSeen): boolean => r.tags?.includes('mock-layer') === true;

/** What is missing on either side, by name: routes with no contract call, calls with no route, routes whose call is another. */
function contractGaps(routes: readonly RouteSeen[], table: Readonly<Record<string, Call>>): { unknownRoutes: string[]; callsWithoutRoute: string[]; misplaced: string[] } {
  const served = routes.filter((r) => !isMockLayer(r));
  const named = new Map(served.filter((r) => r.operationId).map((r) => [r.operationId as string, r]));
  return {
    unknownRoutes: served.filter((r) => !r.operationId || !(r.operationId in table)).map((r) => `${r.method} ${r.url}`),
    callsWithoutRoute: Object.keys(table).filter((name) => !named.has(name)),
    misplaced: [...named]
      .filter(([name, r]) => name in table && (table[name].method !== r.method || table[name].path !== r.url))
      .map(([name, r]) => `${name}: contract ${table[name].method} ${table[name].path}, mock ${r.method} ${r.url}`),
  };
}

describe('the contract and the mock', () => {
  let routes: RouteSeen[];
  beforeAll(async () => {
    routes = await apiRoutes();
  });

  it('serve the same calls: every route has a contract definition, every definition a route, at the same method and path', () => {
    expect(contractGaps(routes, calls)).toEqual({ unknownRoutes: [], callsWithoutRoute: [], misplaced: [] });
    expect(routes.filter((r) => !isMockLayer(r))).toHaveLength(Object.keys(calls).length);
  });

  it('names the call or the route that is missing on either side', () => {
    const { faceResult: _dropped, ...withoutOne } = calls;
    const planted = [...routes, { method: 'GET', url: '/auth/planted', operationId: undefined }];
    expect(contractGaps(planted, withoutOne)).toEqual({ unknownRoutes: ['GET /auth/face', 'GET /auth/planted'], callsWithoutRoute: [], misplaced: [] });
    expect(contractGaps(routes.filter((r) => r.operationId !== 'faceResult'), calls).callsWithoutRoute).toEqual(['faceResult']);
    const moved = routes.map((r) => (r.operationId === 'faceResult' ? { ...r, url: '/auth/face/result' } : r));
    expect(contractGaps(moved, calls).misplaced).toEqual(['faceResult: contract GET /auth/face, mock GET /auth/face/result']);
  });

  it('takes a route\'s request and answer schemas from its call', () => {
    const schema = route({ call: 'faceResult', summary: 'Poll a face check' }) as Record<string, unknown>;
    expect(schema).toMatchObject({ operationId: 'faceResult', querystring: { required: ['faceId'] } });
    expect(schema.description).toBe(`Business codes besides 200: ${calls.faceResult.codes.join(', ')}`);
  });
});
