/**
 * The numbers of the worlds (README "Worlds"), each from the environment or the plugin's
 * `worlds` option.
 */
export interface WorldsConfig {
  /** Where every world is saved on change and loaded at start (`MOCK_DATA_DIR`); none: memory only. */
  dataDir: string | null;
  /** Worlds idle this long are removed (`MOCK_WORLD_IDLE_HOURS`, default 72). The default world stays. */
  idleMs: number;
  /** At most this many worlds besides the default one (`MOCK_WORLDS_MAX`, default 200). */
  maxWorlds: number;
  /** No new world once the server's JavaScript heap has grown this much since it started (`MOCK_WORLDS_MAX_HEAP_MB`, default 1024). */
  maxHeapBytes: number;
  /** The heap in use now (a test stands in for the process's). */
  heapUsed: () => number;
}

const MB = 1024 * 1024;
const HOUR = 60 * 60_000;

const positive = (raw: string | undefined, fallback: number): number => {
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isFinite(value) && value > 0 ? value : fallback;
};

export function resolveWorldsConfig(overrides: Partial<WorldsConfig> = {}, env: NodeJS.ProcessEnv = process.env): WorldsConfig {
  return {
    dataDir: env.MOCK_DATA_DIR || null,
    idleMs: positive(env.MOCK_WORLD_IDLE_HOURS, 72) * HOUR,
    maxWorlds: Math.floor(positive(env.MOCK_WORLDS_MAX, 200)),
    maxHeapBytes: positive(env.MOCK_WORLDS_MAX_HEAP_MB, 1024) * MB,
    heapUsed: () => process.memoryUsage().heapUsed,
    ...overrides,
  };
}
