import type { ReactElement } from 'react';
import { sessionApi } from '@portal/core';
import { SliderCaptcha } from '../captcha';
import { kitNotifier } from './notifier';
import { useSmsStep, type SmsStep, type SmsStepOptions } from './useSmsStep';

export type { SliderSmsApi } from './useSmsStep';

export type SliderSmsOptions = Partial<SmsStepOptions>;

export interface SliderSms extends SmsStep {
  /** The slider dialog: render it once, anywhere in the form. */
  captcha: ReactElement;
}

/**
 * The "slider, then SMS, then countdown" step of every form built on the kit (`useSmsStep` with
 * the slider dialog rendered), the portal's session calls and the kit's toasts by default.
 * Pair it with `SmsCodeInput` inside a `Form.Item`:
 *
 *   const sms = useSliderSms({ api, notify, onSent: () => form.getFieldInstance('code')?.focus() });
 *   <Form.Item name="code" ...><SmsCodeInput sms={sms} onRequest={() => sms.request(mobile)} /></Form.Item>
 *   {sms.captcha}
 */
export function useSliderSms({ api = sessionApi, notify = kitNotifier, ...options }: SliderSmsOptions = {}): SliderSms {
  const step = useSmsStep({ api, notify, ...options });
  return { ...step, captcha: <SliderCaptcha {...step.captchaProps} /> };
}
