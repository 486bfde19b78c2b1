import { useState } from 'react';
import type { FieldBinding } from './fields';

/** How one field takes what is typed, judges it, and when it starts showing its error. */
export interface FieldRule<F extends string> {
  /** What the field keeps of what is typed (trimmed, digits only). */
  normalize?: (typed: string) => string;
  /** The field's error for its value (the other values too, for a rule across fields); undefined when fine. */
  validate?: (value: string, values: Readonly<Record<F, string>>) => string | undefined;
  /** Leaving the field touches it: 'always', or 'filled' (only once something is in it); by default only a check does. */
  touchOnBlur?: 'always' | 'filled';
}

export interface FieldFormOptions<F extends string> {
  /** The fields' ids are `${id}-${field}`. */
  id: string;
  initial: Record<F, string> | (() => Record<F, string>);
  rules?: Partial<Record<F, FieldRule<F>>>;
}

export interface FieldForm<F extends string> {
  values: Readonly<Record<F, string>>;
  /** A field's wiring for its Field and its control: id, value, what is typed, its error once touched, its blur. */
  bind: (field: F) => FieldBinding & { onBlur?: () => void };
  /** Marks fields touched: their errors show now, then live while the user types. */
  touch: (...fields: F[]) => void;
  /** Touches the fields (a button that needs them, a submit) and says whether they are all valid. */
  check: (...fields: F[]) => boolean;
  /** Forgets every touch (a tab switch); with values, the form starts again from them (a reset). */
  reset: (values?: Record<F, string>) => void;
}

/**
 * The plain forms' state (`@portal/ui/fields`: the sign-in form, the treasury list's filters): a
 * field shows its error once the user is done with it (blurred, or it blocked a button), then keeps
 * it live while they type; an untouched field never shows one.
 */
export function useFieldForm<F extends string>({ id, initial, rules = {} }: FieldFormOptions<F>): FieldForm<F> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set());
  const rule = (field: F): FieldRule<F> => rules[field] ?? {};
  const errorOf = (field: F) => rule(field).validate?.(values[field], values);

  const touch = (...fields: F[]) => setTouched((current) => (fields.every((f) => current.has(f)) ? current : new Set([...current, ...fields])));

  const bind = (field: F) => {
    const { normalize, touchOnBlur } = rule(field);
    return {
      id: `${id}-${field}`,
      value: values[field],
      onValue: (typed: string) => setValues((current) => ({ ...current, [field]: normalize ? normalize(typed) : typed })),
      error: touched.has(field) ? errorOf(field) : undefined,
      onBlur: touchOnBlur && (() => (touchOnBlur === 'always' || values[field] !== '') && touch(field)),
    };
  };

  return {
    values,
    bind,
    touch,
    check: (...fields) => {
      touch(...fields);
      return fields.every((field) => errorOf(field) === undefined);
    },
    reset: (next) => {
      setTouched(new Set());
      if (next) setValues(next);
    },
  };
}
