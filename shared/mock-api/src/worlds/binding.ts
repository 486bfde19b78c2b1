/**
 * Which world a call acts on: the `x-mock-world` header (tools and tests that hold no cookie),
 * else the `mock_world` cookie (a browser: the QA console sets it, and the portal's own calls
 * carry it, same origin), else the default world. The world is bound for the whole request with
 * AsyncLocalStorage, and the `state` every route module got at registration is a view that reads
 * the bound world's MockState on each access: the route modules stay unaware of worlds.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BizCode, fail } from '../envelope';
import type { MockState } from '../state';
import { DEFAULT_WORLD, type World, type Worlds, isWorldId } from './registry';

export const WORLD_COOKIE = 'mock_world';
export const WORLD_HEADER = 'x-mock-world';

const bound = new AsyncLocalStorage<World>();
const requestWorlds = new WeakMap<FastifyRequest, World>();

/** The world answering this request (the default one before the binding hook ran). */
export const worldOf = (request: FastifyRequest): World | undefined => requestWorlds.get(request);

/**
 * The MockState of the world bound to the running request (outside a request: the default
 * world's). Methods run on the bound world itself.
 */
export function boundState(worlds: Worlds): MockState {
  const current = (): MockState => (bound.getStore() ?? worlds.defaultWorld).state;
  return new Proxy(worlds.defaultWorld.state, {
    get(_target, key) {
      const state = current();
      const value: unknown = Reflect.get(state, key, state);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(state) : value;
    },
    set: (_target, key, value) => Reflect.set(current(), key, value),
    has: (_target, key) => Reflect.has(current(), key),
  });
}

/** The value of one cookie (a parser library would be the only use of it here). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The id the request names, header first; undefined without a binding. */
export function requestedWorld(request: FastifyRequest): string | undefined {
  const header = request.headers[WORLD_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return fromHeader?.trim() || cookieValue(request.headers.cookie, WORLD_COOKIE) || undefined;
}

/** Sets (or, for the default world, clears) the binding cookie. */
export function bindCookie(reply: FastifyReply, id: string): void {
  reply.header(
    'Set-Cookie',
    id === DEFAULT_WORLD ? `${WORLD_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` : `${WORLD_COOKIE}=${id}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`,
  );
}

/**
 * A phone opening a face check's or a legal-person notice's page holds no cookie: without a
 * binding, the world that issued that id answers (ids are random, so at most one has it).
 */
const PHONE_PAGE = /^\/__mock\/(face|lp)\/page\/([^/?]+)/;

function issuingWorld(worlds: Worlds, url: string): World | undefined {
  const match = PHONE_PAGE.exec(url);
  if (!match) return undefined;
  const id = decodeURIComponent(match[2]);
  return worlds.find((state) =>
    match[1] === 'face'
      ? state.authWorld.faceChecks.has(id)
      : [...state.accounts.values()].some((account) => account.companies.some((company) => company.enterprise?.lpNotice?.notifyId === id)),
  );
}

/** Calls that work without a live world: the world calls themselves and the console's files. */
const WORLDLESS = /^\/__mock\/(worlds(\/.*)?|console\.(js|css)|openapi\.(json|html)|drift)?$/;

/**
 * The hooks that bind each request to its world: onRequest picks it (a binding to a world that
 * is gone answers 410, so a tester never acts on another world by mistake), and later stages
 * enter it again (the body is read outside the request's async context). With a data directory,
 * onSend saves the world before the answer leaves, so a completed call is on disk.
 */
export function registerWorldBinding(app: FastifyInstance, worlds: Worlds): void {
  const enter = (request: FastifyRequest, _reply: FastifyReply, done: () => void): void => {
    const world = requestWorlds.get(request);
    if (world) bound.run(world, done);
    else done();
  };
  app.addHook('onRequest', (request, reply, done) => {
    const named = requestedWorld(request);
    const id = named ?? DEFAULT_WORLD;
    const world = named === undefined ? (issuingWorld(worlds, request.url) ?? worlds.defaultWorld) : isWorldId(id) ? worlds.get(id) : undefined;
    if (!world) {
      const pathname = request.url.split('?')[0];
      if (WORLDLESS.test(pathname)) return done();
      void reply
        .code(410)
        .send(fail(BizCode.GONE, `mock world ${id.slice(0, 40)} does not exist (expired or deleted): choose or create one in the QA console at /__mock/ or bind none`));
      return;
    }
    requestWorlds.set(request, world);
    worlds.touch(world);
    bound.run(world, done);
  });
  app.addHook('preValidation', enter);
  app.addHook('preHandler', enter);
  app.addHook('onSend', (request, _reply, payload, done) => {
    const world = requestWorlds.get(request);
    if (world && !WORLDLESS.test(request.url.split('?')[0])) worlds.persist(world);
    done(null, payload);
  });
}
