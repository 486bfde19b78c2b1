import type { ComponentProps } from 'react';
import { Radio } from '@portal/ui/kit';

type AriaRequired = { 'aria-required'?: boolean | 'true' | 'false' };

/** A required radio group: the aria-required Form.Item adds goes on an element with the radiogroup role (ARIA allows it nowhere else). */
export function RequiredRadioGroup({ 'aria-required': required, ...props }: ComponentProps<typeof Radio.Group> & AriaRequired) {
  return (
    <div role="radiogroup" aria-required={required}>
      <Radio.Group {...props} />
    </div>
  );
}
