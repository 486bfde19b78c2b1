/**
 * A table's own entry for a key a caller sent: `table[key]` would answer Object.prototype's members
 * for `__proto__`, `constructor` or `toString` (a function where a list or title was expected: a 500).
 */
export function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}
