import { useCallback, useMemo, useState } from 'react';
import type { ValidationResult } from '@portal/core';
import type { FormInstance, FormRule } from '../kit/parts/Form';

/** A core validator (`@portal/core` validation) as a kit Form rule: its message is the field's error. */
export function validatorRule<V = string>(validate: (value: V) => ValidationResult): FormRule {
  return {
    validator: async (_rule, value: V) => {
      const message = validate(value);
      if (message) throw new Error(message);
    },
  };
}

export interface TouchedFields<F extends string> {
  /** The Form.Item's `validateTrigger`: none until the field is touched, then live. */
  trigger: (field: F) => string[];
  /** Marks fields touched (blur, a button that needs them, a submit) and shows their errors now. */
  touch: (...fields: F[]) => void;
  has: (field: F) => boolean;
  /** Forgets every touch and hides the errors (a tab switch). */
  reset: () => void;
}

/**
 * The portal's forms show a field's error once the user is done with it (blurred, or it blocked a
 * button), then keep it live while they type; an untouched field never shows one.
 */
export function useTouchedFields<F extends string>(form: FormInstance, fields: readonly F[]): TouchedFields<F> {
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set());
  const touch = useCallback(
    (...names: F[]) => {
      setTouched((current) => new Set([...current, ...names]));
      // A rejection only means the errors are now shown.
      form.validateFields(names).catch(() => undefined);
    },
    [form],
  );
  const reset = useCallback(() => {
    setTouched(new Set());
    form.setFields(fields.map((name) => ({ name, errors: [] })));
  }, [form, fields]);
  return useMemo(
    () => ({ trigger: (field: F) => (touched.has(field) ? ['onChange', 'onBlur'] : []), has: (field: F) => touched.has(field), touch, reset }),
    [touched, touch, reset],
  );
}
