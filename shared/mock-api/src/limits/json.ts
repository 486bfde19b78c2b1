/**
 * JSON with a bounded nesting depth: one linear scan (strings skipped, escapes honoured) finds
 * the depth before JSON.parse runs, so a body nested a million deep costs a scan of its bytes
 * and a 400, not seconds of the one event loop.
 */

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** True when objects and arrays in `text` nest deeper than `maxDepth` (strings are not counted). */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

export type JsonParse = { ok: true; value: unknown } | { ok: false; reason: 'malformed' | 'too-deep' };

export function parseBoundedJson(text: string, maxDepth: number): JsonParse {
  if (nestsDeeperThan(text, maxDepth)) return { ok: false, reason: 'too-deep' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}

export const tooDeepMessage = (maxDepth: number): string => `JSON nested deeper than ${maxDepth} levels`;
