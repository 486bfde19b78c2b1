import { useCallback, useRef, useState } from 'react';
import { smsStepMachine, transition, type SessionApi, type SliderPass, type SmsStepEvent, type SmsStepState } from '@portal/core';
import { useFlowEffects } from '../flow';
import type { Notifier } from './notifier';
import { smsFailureMessage, smsPrecheckFailureMessage, smsWaitSeconds } from './smsErrors';
import { SMS_TEXTS } from '../i18n/zh-CN/sms';
import { useSmsCountdown, type SmsCountdown } from './useSmsCountdown';

/** The calls of the SMS step. */
export type SliderSmsApi = Pick<SessionApi, 'fetchSlider' | 'checkSlider' | 'sendSms'>;

export interface SmsStepOptions {
  api: SliderSmsApi;
  notify: Notifier;
  /** Asked before the slider opens (the reset's pre-check); a rejection is shown and ends the step. */
  precheck?: (mobile: string) => Promise<unknown>;
  /** After a send: typically moves focus to the code field. */
  onSent?: () => void;
}

/** What the slide puzzle's dialog needs: the `SliderCaptcha` props. */
export interface SmsStepCaptcha {
  api: SliderSmsApi;
  open: boolean;
  onClose: () => void;
  onPass: (pass: SliderPass) => void;
}

export interface SmsStep {
  step: SmsStepState;
  /** A request runs: pre-check, slider open or send in flight. */
  busy: boolean;
  /** What the send answered; the login or reset call needs it. Undefined until a code was sent. */
  smsToken: string | undefined;
  countdown: SmsCountdown;
  /** Starts the step for a mobile the form has already validated. */
  request: (mobile: string) => void;
  /** The props of the slider dialog the form renders (`SliderCaptcha`, from `@portal/ui/session`). */
  captchaProps: SmsStepCaptcha;
}

/**
 * The "slider, then SMS, then countdown" step, without the UI kit: optional pre-check, the slide
 * puzzle's state, the send (the "code sent" notice or the failure), the 60 s countdown. The
 * caller renders the slider from `captchaProps`; `useSliderSms` (`@portal/ui/session`) is this
 * step with the slider already rendered, for forms built on the kit.
 */
export function useSmsStep({ api, notify, precheck, onSent }: SmsStepOptions): SmsStep {
  const [step, setStep] = useState<SmsStepState>('idle');
  const [smsToken, setSmsToken] = useState<string>();
  const countdown = useSmsCountdown();
  const mobile = useRef('');
  const pass = useRef<SliderPass | undefined>(undefined);

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

  const captchaProps: SmsStepCaptcha = {
    api,
    open: step === 'captcha',
    onClose: () => dispatch('CAPTCHA_CLOSED'),
    onPass: (passed) => {
      pass.current = passed;
      dispatch('CAPTCHA_PASSED');
    },
  };

  return { step, busy: step !== 'idle', smsToken, countdown, request, captchaProps };
}
