const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

const trimValue = (value: unknown): unknown => {
  if (typeof value === 'string') return value.trim();
  return isPlainObject(value) ? trimForm(value) : value;
};

/**
 * A copy of a form's values with every string trimmed, nested plain objects included. Arrays,
 * dates, files and other values are passed through untouched.
 */
export const trimForm = <T extends object>(form: T): T =>
  // fromEntries defines own properties, so even a '__proto__' key stays a plain key.
  Object.fromEntries(Object.entries(form).map(([key, value]) => [key, trimValue(value)])) as T;
