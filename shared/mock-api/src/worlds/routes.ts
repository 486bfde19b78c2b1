/**
 * The world calls (issue 45, a contract QA and tests rely on): `POST /__mock/worlds` creates one
 * (body optional: `{"from": "<id>", "name": "..."}`) and binds the caller to it with the
 * `mock_world` cookie; `GET /__mock/worlds` lists them with the caller's; `POST
 * /__mock/worlds/:id/use` switches the caller's cookie; `DELETE /__mock/worlds/:id` removes one.
 * Control calls like every /__mock/ call: own origin, this machine (limits/http.ts).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { httpError } from '../envelope';
import { jsonResponse, route, type MockServer } from '../route';
import type { WorldsConfig } from './config';
import { bindCookie, requestedWorld, worldOf } from './binding';
import { DEFAULT_WORLD, type WorldMeta, type Worlds } from './registry';

const tags = ['control'];
const meta = Type.Object({ id: Type.String(), name: Type.String(), createdAt: Type.Integer(), lastUsedAt: Type.Integer(), from: Type.Union([Type.String(), Type.Null()]) });
const failure = { '4xx': Type.Object({ code: Type.Optional(Type.Integer()), message: Type.Optional(Type.String()) }), '5xx': Type.Object({ code: Type.Optional(Type.Integer()), message: Type.Optional(Type.String()) }) };
const idParams = Type.Object({ id: Type.String() });

const limitsOf = (config: WorldsConfig) => ({ maxWorlds: config.maxWorlds, idleHours: config.idleMs / 3_600_000, persistent: config.dataDir !== null });

function parseCreate(body: unknown): { from?: string; name?: string } {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw httpError(400, 'the body must be {"from"?: "<world id>", "name"?: "..."}');
  const { from, name } = body as Record<string, unknown>;
  if (from !== undefined && typeof from !== 'string') throw httpError(400, 'from must be a world id');
  if (name !== undefined && typeof name !== 'string') throw httpError(400, 'name must be a string');
  return { from, name };
}

export function worldRoutes(app: MockServer, worlds: Worlds): void {
  const view = (m: WorldMeta) => ({ ...m });
  /** The caller's world: null when its binding names a world that is gone. */
  const currentOf = (request: FastifyRequest): string | null => worldOf(request)?.meta.id ?? (requestedWorld(request) ? null : DEFAULT_WORLD);

  app.get(
    '/__mock/worlds',
    {
      schema: route({
        summary: "Every world, and the caller's (current: null when its binding names a world that is gone)",
        tags,
        response: jsonResponse(Type.Object({ current: Type.Union([Type.String(), Type.Null()]), worlds: Type.Array(meta), limits: Type.Object({ maxWorlds: Type.Optional(Type.Integer()), idleHours: Type.Optional(Type.Number()), persistent: Type.Optional(Type.Boolean()) }) })),
      }),
    },
    async (request) => ({ current: currentOf(request), worlds: worlds.list().map(view), limits: limitsOf(worlds.config) }),
  );

  app.post(
    '/__mock/worlds',
    {
      schema: route({
        summary: 'Create a world from the seed, or a copy of another, and bind the caller to it (cookie mock_world)',
        tags,
        body: { ...Type.Union([Type.Object({ from: Type.Optional(Type.String()), name: Type.Optional(Type.String()) }), Type.Null()]), description: 'optional: {"from": "<world id to copy>", "name": "..."}' },
        response: { ...jsonResponse(meta, [201]), ...failure },
      }),
      // The body is optional: none is null, which the schema allows.
      preValidation: async (request) => {
        request.body ??= null;
      },
    },
    async (request, reply) => {
      const world = worlds.create(parseCreate(request.body));
      bindCookie(reply, world.meta.id);
      return reply.code(201).send(view(world.meta));
    },
  );

  app.post(
    '/__mock/worlds/:id/use',
    { schema: route({ summary: 'Bind the caller to a world (cookie mock_world; default clears it)', tags, params: idParams, response: { ...jsonResponse(meta), ...failure } }) },
    async (request, reply) => {
      const world = worlds.get(request.params.id);
      if (!world) throw httpError(404, `no mock world ${request.params.id}`);
      bindCookie(reply, world.meta.id);
      return view(world.meta);
    },
  );

  app.delete(
    '/__mock/worlds/:id',
    { schema: route({ summary: 'Delete a world (not the default one); a caller bound to it goes back to the default world', tags, params: idParams, response: { ...jsonResponse(Type.Object({ deleted: Type.Boolean() })), ...failure } }) },
    async (request, reply) => {
      worlds.remove(request.params.id);
      if (requestedWorld(request) === request.params.id) bindCookie(reply, DEFAULT_WORLD);
      return { deleted: true };
    },
  );
}
