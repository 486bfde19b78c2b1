/**
 * The worlds (issue 45): any number of full, independent copies of the seeded state, one per
 * tester or test, plus the default world every unbound caller gets. Ids are 128 random bits, so
 * one world's id says nothing about another's. Idle worlds go; the count and the heap are capped.
 * With a data directory every world is saved when a call changed it and loaded at start.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { httpError } from '../envelope';
import type { MockLimits } from '../limits/config';
import { MockState } from '../state';
import type { WorldsConfig } from './config';
import { restore, snapshot } from './snapshot';
import { WorldStore } from './store';
import type { WorldMeta } from './meta';

export const DEFAULT_WORLD = 'default';
/** A world's id: 16 random bytes in hex (or `default`). */
export const isWorldId = (id: string): boolean => id === DEFAULT_WORLD || /^[0-9a-f]{32}$/.test(id);
const NAME_MAX = 60;

export type { WorldMeta } from './meta';

export class World {
  /** The hash of the last snapshot written, so an unchanged world is not written again. */
  savedHash: string | null = null;
  /** lastUsedAt as last written: a world only read is written again an hour later, so its idle time survives a restart. */
  savedUsedAt = 0;

  constructor(
    readonly meta: WorldMeta,
    readonly state: MockState,
  ) {}
}

export interface WorldsOptions {
  now: () => number;
  /** The default world's random seed (tests fix it); other worlds get a random one. */
  seed: number;
  limits: MockLimits;
  config: WorldsConfig;
  warn?: (message: string) => void;
}

export class Worlds {
  readonly defaultWorld: World;
  readonly config: WorldsConfig;
  private readonly worlds = new Map<string, World>();
  private readonly store: WorldStore | null;
  private readonly now: () => number;
  private readonly limits: MockLimits;

  /** The heap when the mock started: the cap counts what came after (the worlds), not the host process (a test runner's is large). */
  private readonly baselineHeap: number;

  constructor(options: WorldsOptions) {
    this.now = options.now;
    this.limits = options.limits;
    this.config = options.config;
    this.baselineHeap = options.config.heapUsed();
    const at = this.now();
    this.defaultWorld = new World({ id: DEFAULT_WORLD, name: DEFAULT_WORLD, createdAt: at, lastUsedAt: at, from: null }, this.freshState(options.seed));
    this.worlds.set(DEFAULT_WORLD, this.defaultWorld);
    this.store = options.config.dataDir ? new WorldStore(options.config.dataDir) : null;
    if (this.store) this.load(this.store, options.warn ?? ((message) => console.warn(message)));
  }

  private freshState(seed: number = randomInt(2 ** 32)): MockState {
    return new MockState({ now: this.now, seed, limits: this.limits });
  }

  private load(store: WorldStore, warn: (message: string) => void): void {
    for (const { meta, data } of store.loadAll(warn)) {
      const world = meta.id === DEFAULT_WORLD ? this.defaultWorld : new World(meta, this.freshState());
      if (world !== this.defaultWorld) this.worlds.set(meta.id, world);
      restore(world.state, data);
      world.savedHash = hashOf(data);
      world.savedUsedAt = meta.lastUsedAt;
    }
  }

  get(id: string): World | undefined {
    return this.worlds.get(id);
  }

  /** The first world whose state matches. */
  find(test: (state: MockState) => boolean): World | undefined {
    for (const world of this.worlds.values()) if (test(world.state)) return world;
    return undefined;
  }

  list(): WorldMeta[] {
    this.sweep();
    return [...this.worlds.values()].map((w) => ({ ...w.meta }));
  }

  get size(): number {
    return this.worlds.size - 1;
  }

  /** A fresh world from the seed, or a copy of `from`'s state; 404 for an unknown `from`, 503 past a cap. */
  create(options: { from?: string; name?: string } = {}): World {
    this.sweep();
    const source = options.from === undefined ? undefined : this.worlds.get(options.from);
    if (options.from !== undefined && !source) throw httpError(404, `no mock world ${options.from} to copy`);
    if (this.size >= this.config.maxWorlds) {
      throw httpError(503, `the mock holds ${this.size} worlds, its cap (MOCK_WORLDS_MAX=${this.config.maxWorlds}): delete one (DELETE /__mock/worlds/:id) or wait for idle ones to expire`);
    }
    const grown = this.config.heapUsed() - this.baselineHeap;
    if (grown >= this.config.maxHeapBytes) {
      throw httpError(503, `the mock's heap has grown by ${mb(grown)} MB since it started, its cap for new worlds (MOCK_WORLDS_MAX_HEAP_MB=${mb(this.config.maxHeapBytes)}): delete worlds (DELETE /__mock/worlds/:id) first`);
    }
    const at = this.now();
    const id = randomBytes(16).toString('hex');
    const name = (options.name ?? '').trim().slice(0, NAME_MAX) || (source ? `${source.meta.name} copy` : `world ${this.size + 1}`);
    const world = new World({ id, name, createdAt: at, lastUsedAt: at, from: source?.meta.id ?? null }, this.freshState());
    if (source) restore(world.state, snapshot(source.state));
    this.worlds.set(id, world);
    this.persist(world);
    return world;
  }

  /** Removes a world and its file; the default world stays (409). */
  remove(id: string): void {
    if (id === DEFAULT_WORLD) throw httpError(409, 'the default world cannot be deleted (POST /__mock/reset resets it)');
    if (!this.worlds.delete(id)) throw httpError(404, `no mock world ${id}`);
    this.store?.remove(id);
  }

  touch(world: World): void {
    world.meta.lastUsedAt = this.now();
  }

  /** Removes the worlds idle for longer than the configured time (never the default one). */
  sweep(): void {
    const before = this.now() - this.config.idleMs;
    for (const [id, world] of this.worlds) if (world !== this.defaultWorld && world.meta.lastUsedAt < before) this.remove(id);
  }

  /** Saves the world if a data directory is set and its state changed since the last save. */
  persist(world: World): void {
    if (!this.store || !this.worlds.has(world.meta.id)) return;
    const data = snapshot(world.state);
    const hash = hashOf(data);
    if (hash === world.savedHash && world.meta.lastUsedAt - world.savedUsedAt < HOUR) return;
    this.store.save(world.meta, data);
    world.savedHash = hash;
    world.savedUsedAt = world.meta.lastUsedAt;
  }
}

const HOUR = 60 * 60_000;
const hashOf = (data: Buffer): string => createHash('sha1').update(data).digest('hex');
const mb = (bytes: number): number => Math.round(bytes / (1024 * 1024));
