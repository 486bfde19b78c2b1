/**
 * A world as bytes and back: what a copy (`POST /__mock/worlds {"from"}`) and the data directory
 * (MOCK_DATA_DIR) use. It walks MockState's own fields and those of the objects it holds
 * (AuthWorld, AbuseLimits, ...), leaving out what is not the world's data: functions (the clock,
 * the random source), weak maps (caches) and the limits every world shares. One v8 serialisation
 * of the whole tree keeps the objects two maps share (an SMS in the log and in the latest-by-mobile
 * map) shared after the way back.
 */
import { types } from 'node:util';
import v8 from 'node:v8';
import type { MockState } from '../state';

type Fields = Record<string, unknown>;

// The checks work across realms (a deserialised Map is the main realm's, also under jest's vm).
const isPlain = (value: object): boolean => {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
};

/** An object made by a class of the mock (not a plain object, array, map, set, buffer or date). */
function isInstance(value: unknown): value is Fields {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value) || types.isMap(value) || types.isSet(value) || types.isDate(value) || ArrayBuffer.isView(value)) return false;
  return !isPlain(value);
}

function dataOf(object: Fields, shared: WeakSet<object>): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(object)) {
    if (typeof value === 'function' || types.isWeakMap(value) || types.isWeakSet(value)) continue;
    if (typeof value === 'object' && value !== null && shared.has(value)) continue;
    out[key] = isInstance(value) ? dataOf(value, shared) : value;
  }
  return out;
}

/** Puts the data back into a fresh world: objects of the mock's classes keep their class (and methods). */
function hydrate(target: Fields, data: Fields): void {
  for (const [key, value] of Object.entries(data)) {
    const current = target[key];
    if (isInstance(current) && value !== null && typeof value === 'object' && isPlain(value)) hydrate(current, value as Fields);
    else target[key] = value;
  }
}

export function snapshot(state: MockState): Buffer {
  return v8.serialize(dataOf(state as unknown as Fields, new WeakSet<object>([state.limits])));
}

/** Loads a snapshot into `state` (a fresh MockState with the same limits and clock). */
export function restore(state: MockState, bytes: Buffer): void {
  hydrate(state as unknown as Fields, v8.deserialize(bytes) as Fields);
}
