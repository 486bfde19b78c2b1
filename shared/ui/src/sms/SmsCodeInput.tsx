import { forwardRef } from 'react';
import type { InputRef } from '@portal/ui/kit/Input';
import { SmsCodeButton } from './SmsCodeButton';
import { SmsCodeField, type SmsCodeFieldProps } from './SmsCodeField';
import type { SliderSms } from './useSliderSms';
import './SmsCodeInput.css';

export interface SmsCodeInputProps extends SmsCodeFieldProps {
  sms: SliderSms;
  /** The get-code button: the form validates the mobile, then calls `sms.request(mobile)`. */
  onRequest: () => void;
  /** The button only (the form is busy with something else). */
  requestDisabled?: boolean;
}

/** The SMS code field: six digits and the get-code button with its countdown, as one Form.Item control. */
export const SmsCodeInput = forwardRef<InputRef, SmsCodeInputProps>(function SmsCodeInput(
  { sms, onRequest, placeholder, requestDisabled = false, value, onChange, ...input },
  ref,
) {
  return (
    <div className="portal-sms-field">
      <SmsCodeField {...input} ref={ref} value={value} placeholder={placeholder} onChange={onChange} />
      <SmsCodeButton countdown={sms.countdown} onClick={onRequest} loading={sms.step === 'checkingMobile' || sms.step === 'sending'} disabled={requestDisabled || sms.busy} />
    </div>
  );
});
