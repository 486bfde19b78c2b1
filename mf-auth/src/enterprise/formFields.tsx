import type { ComponentProps } from 'react';
import { Radio, Select } from '@portal/ui/kit';

type AriaRequired = { 'aria-required'?: boolean | 'true' | 'false' };

/** A required radio group: the aria-required Form.Item adds goes on an element with the radiogroup role (ARIA allows it nowhere else). */
export function RequiredRadioGroup({ 'aria-required': required, ...props }: ComponentProps<typeof Radio.Group> & AriaRequired) {
  return (
    <div role="radiogroup" aria-required={required}>
      <Radio.Group {...props} />
    </div>
  );
}

/**
 * A select in a required Form.Item: ARIA allows no aria-required on the role-less box antd puts it
 * on, so the label's mark and the field's message say it instead.
 */
export function FormSelect({ 'aria-required': _required, ...props }: ComponentProps<typeof Select> & AriaRequired) {
  return <Select {...props} />;
}
