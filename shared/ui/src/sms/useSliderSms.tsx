import { useCallback, useRef, useState, type ReactElement } from 'react';
import { sessionApi, smsStepMachine, transition, type SessionApi, type SliderPass, type SmsStepEvent, type SmsStepState } from '@portal/core';
import { SliderCaptcha } from '../captcha';
import { useFlowEffects } from '../flow';
import { kitNotifier, type Notifier } from './notifier';
import { smsFailureMessage, smsPrecheckFailureMessage, smsWaitSeconds } from './smsErrors';
import { SMS_TEXTS } from './texts';
import { useSmsCountdown, type SmsCountdown } from './useSmsCountdown';

/** The calls of the SMS step; the portal's session calls by default. */
export type SliderSmsApi = Pick<SessionApi, 'fetchSlider' | 'checkSlider' | 'sendSms'>;

export interface SliderSmsOptions {
  api?: SliderSmsApi;
  notify?: Notifier;
  /** Asked before the slider opens (the reset's pre-check); a rejection is shown and ends the step. */
  precheck?: (mobile: string) => Promise<unknown>;
  /** After a send: typically moves focus to the code field. */
  onSent?: () => void;
}

export interface SliderSms {
  step: SmsStepState;
  /** A request runs: pre-check, slider open or send in flight. */
  busy: boolean;
  /** What the send answered; the login or reset call needs it. Undefined until a code was sent. */
  smsToken: string | undefined;
  countdown: SmsCountdown;
  /** Starts the step for a mobile the form has already validated. */
  request: (mobile: string) => void;
  /** The slider dialog: render it once, anywhere in the form. */
  captcha: ReactElement;
}

/**
 * The "slider, then SMS, then countdown" step of every form that asks for an SMS code: optional
 * pre-check, the slide puzzle, the send (the "code sent" notice or the failure), the 60 s countdown.
 * Pair it with `SmsCodeInput` inside a `Form.Item`:
 *
 *   const sms = useSliderSms({ api, notify, onSent: () => form.getFieldInstance('code')?.focus() });
 *   <Form.Item name="code" ...><SmsCodeInput sms={sms} onRequest={() => sms.request(mobile)} /></Form.Item>
 *   {sms.captcha}
 */
export function useSliderSms({ api = sessionApi, notify = kitNotifier, precheck, onSent }: SliderSmsOptions = {}): SliderSms {
  const [step, setStep] = useState<SmsStepState>('idle');
  const [smsToken, setSmsToken] = useState<string>();
  const countdown = useSmsCountdown();
  const mobile = useRef('');
  const pass = useRef<SliderPass>();

  const dispatch = useCallback((event: SmsStepEvent) => setStep((current) => transition(smsStepMachine, current, event)), []);

  useFlowEffects(step, {
    checkingMobile: (run) => {
      if (!precheck) return;
      precheck(mobile.current).then(
        () => run.current && dispatch('MOBILE_OK'),
        (error: unknown) => {
          if (!run.current) return;
          notify.error(smsPrecheckFailureMessage(error));
          dispatch('MOBILE_REFUSED');
        },
      );
    },
    sending: (run) => {
      if (!pass.current) return;
      api.sendSms(mobile.current, pass.current).then(
        (sent) => {
          if (!run.current) return;
          setSmsToken(sent);
          countdown.start();
          notify.success(SMS_TEXTS.sent);
          dispatch('SENT');
          onSent?.();
        },
        (error: unknown) => {
          if (!run.current) return;
          notify.error(smsFailureMessage(error));
          // A send refused for a while (too frequent, rate-limited): the button counts that wait down.
          const wait = smsWaitSeconds(error);
          if (wait !== undefined && wait > 0) countdown.start(wait);
          dispatch('FAILED');
        },
      );
    },
  });

  const request = useCallback(
    (forMobile: string) => {
      mobile.current = forMobile;
      dispatch(precheck ? 'CHECK_MOBILE' : 'REQUEST_CODE');
    },
    [dispatch, precheck],
  );

  const captcha = (
    <SliderCaptcha
      api={api}
      open={step === 'captcha'}
      onClose={() => dispatch('CAPTCHA_CLOSED')}
      onPass={(passed) => {
        pass.current = passed;
        dispatch('CAPTCHA_PASSED');
      }}
    />
  );

  return { step, busy: step !== 'idle', smsToken, countdown, request, captcha };
}
