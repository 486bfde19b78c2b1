import { forwardRef, type ChangeEvent } from 'react';
import { keepDigits } from '@portal/core';
import { Input, type InputRef } from '@portal/ui/kit/Input';

export interface SmsCodeFieldProps {
  placeholder?: string;
  'aria-label'?: string;
  // Given by the Form.Item around it.
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

/** The one SMS code box of the kit forms: six digits at most, digits only (spec 000 section 5), whatever is typed or pasted. */
export const SmsCodeField = forwardRef<InputRef, SmsCodeFieldProps>(function SmsCodeField({ value, onChange, ...input }, ref) {
  return (
    <Input
      {...input}
      ref={ref}
      value={value}
      // No maxLength: a pasted '123 456' would be cut before its space is dropped; keepDigits stops at six.
      inputMode="numeric"
      autoComplete="one-time-code"
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(keepDigits(event.target.value))}
    />
  );
});
