import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  isApiError,
  isStrongPassword,
  keepDigits,
  passwordFormErrors,
  resetMachine,
  resetReturnDelayMs,
  resetSuccessMessage,
  sessionApi,
  transition,
  validateConfirmPassword,
  validateMobile,
  validateNewPassword,
  validateSmsCode,
  LOGIN_PASSWORD_MAX,
  MOBILE_LENGTH,
  SMS_CODE_LENGTH,
  type OperationType,
  type PasswordSourcePage,
  type ResetEvent,
  type ResetState,
  type SessionApi,
  type SliderPass,
} from '@portal/core';
import { Button, Input, message } from '@portal/ui/kit';
import { SliderCaptcha } from '../captcha';
import { SmsCodeButton, smsFailureMessage, useSmsCountdown, SMS_TEXTS } from '../sms';
import { PASSWORD_TEXTS } from './texts';
import './PasswordForm.css';

/** The calls the password component makes; the portal's session calls by default. */
export type PasswordFormApi = Pick<
  SessionApi,
  'passwordPreCheck' | 'fetchSlider' | 'checkSlider' | 'sendSms' | 'resetPassword' | 'finishPasswordReset'
>;

export interface Notifier {
  success: (text: string) => void;
  error: (text: string) => void;
}

const kitNotifier: Notifier = {
  success: (text) => void message.success(text),
  error: (text) => void message.error(text),
};

export interface PasswordFormProps {
  /** Shown as the heading; also picks the success text (激活 / 密码). */
  title: string;
  /** 1 activate account, 2 forgot password, 3 expired password change. */
  operationType: OperationType;
  /** upPw returns to login at once after success; anything else after 3 s. */
  sourcePage: PasswordSourcePage;
  /** Prefilled mobile number. */
  mobile?: string;
  showBackToLogin?: boolean;
  /** A signed-in user changing their own password: mobile disabled, the confirm button hidden. */
  loggedIn?: boolean;
  /** The form's id, for a submit button outside it (the logged-in dialog's footer). */
  formId?: string;
  /** The back-to-login link and the return after success: the page change. */
  onBackToLogin?: () => void;
  /** After success (and its delay), with the success text. */
  onDone?: (message: string) => void;
  /** Reports whether every field is valid (for an outside confirm button). */
  onValidityChange?: (valid: boolean) => void;
  api?: PasswordFormApi;
  notify?: Notifier;
}

type Field = 'mobile' | 'code' | 'password' | 'confirm';

function FieldRow({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  const help = error ?? hint;
  return (
    <div className={`portal-pw__row${error ? ' portal-pw__row--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {help && (
        <div id={`${id}-help`} className={error ? 'portal-pw__error' : 'portal-pw__hint'} role={error ? 'alert' : undefined}>
          {help}
        </div>
      )}
    </div>
  );
}

/**
 * Reset, activation and expired-password change (operation types 1, 2, 3), as a page or in a
 * dialog. Mobile, SMS code (after the slider), new password and its confirmation; the confirm
 * button stays disabled until every field is valid, Enter submits. The steps follow
 * `resetMachine`: pre-check, slider, SMS, submit, follow-up call, back to login.
 */
export function PasswordForm({
  title,
  operationType,
  sourcePage,
  mobile: initialMobile = '',
  showBackToLogin = false,
  loggedIn = false,
  formId,
  onBackToLogin,
  onDone,
  onValidityChange,
  api = sessionApi,
  notify = kitNotifier,
}: PasswordFormProps) {
  const ids = useId();
  const [state, setState] = useState<ResetState>('editing');
  const [values, setValues] = useState({ mobile: initialMobile, code: '', password: '', confirm: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [focused, setFocused] = useState<Field>();
  const [smsToken, setSmsToken] = useState<string>();
  const [succeeded, setSucceeded] = useState<string>();
  const [secondsLeft, setSecondsLeft] = useState<number>();
  const countdown = useSmsCountdown();
  const pass = useRef<SliderPass>();
  const live = useRef(true);
  const latest = useRef({ values, smsToken, title, sourcePage, onDone });
  latest.current = { values, smsToken, title, sourcePage, onDone };

  const dispatch = useCallback((event: ResetEvent) => setState((current) => transition(resetMachine, current, event)), []);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const errors = passwordFormErrors(values);
  const valid = Object.keys(errors).length === 0 && smsToken !== undefined;
  useEffect(() => onValidityChange?.(valid && state === 'editing'), [valid, state, onValidityChange]);

  // Each state's work; its outcome is the next event.
  useEffect(() => {
    const { values: v, smsToken: token } = latest.current;
    const failed = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);
    if (state === 'checkingMobile') {
      api.passwordPreCheck(v.mobile, operationType).then(
        () => live.current && dispatch('MOBILE_OK'),
        (error: unknown) => {
          if (!live.current) return;
          notify.error(isApiError(error) && error.code === 501 ? smsFailureMessage(error) : failed(error, SMS_TEXTS.failed));
          dispatch('MOBILE_REFUSED');
        },
      );
    } else if (state === 'sendingSms' && pass.current) {
      api.sendSms(v.mobile, pass.current).then(
        (sent) => {
          if (!live.current) return;
          setSmsToken(sent);
          countdown.start();
          notify.success(SMS_TEXTS.sent);
          dispatch('SMS_SENT');
          // The code is what comes next: keyboard and screen-reader users land on its field.
          document.getElementById(`${ids}-code`)?.focus();
        },
        (error: unknown) => {
          if (!live.current) return;
          notify.error(smsFailureMessage(error));
          dispatch('SMS_FAILED');
        },
      );
    } else if (state === 'submitting' && token) {
      api.resetPassword({ mobileNo: v.mobile, password: v.password, smsToken: token, verifyCode: v.code }).then(
        (serverMessage) => {
          if (!live.current) return;
          const text = resetSuccessMessage(latest.current.title, serverMessage);
          setSucceeded(text);
          notify.success(text);
          dispatch('RESET_OK');
        },
        (error: unknown) => {
          if (!live.current) return;
          notify.error(failed(error, PASSWORD_TEXTS.rule));
          dispatch('RESET_FAILED');
        },
      );
    } else if (state === 'followingUp') {
      api.finishPasswordReset(v.mobile).then(
        () => live.current && dispatch('FOLLOW_UP_DONE'),
        (error: unknown) => {
          if (!live.current) return;
          notify.error(failed(error, SMS_TEXTS.failed));
          dispatch('FOLLOW_UP_DONE');
        },
      );
    }
    // countdown.start is stable; the rest is read from `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, api, operationType, dispatch, notify]);

  // Back to login: at once from upPw, otherwise after 3 s (counted down on screen).
  useEffect(() => {
    if (state !== 'succeeded') return undefined;
    const delay = resetReturnDelayMs(latest.current.sourcePage);
    const done = () => latest.current.onDone?.(succeeded ?? '');
    if (delay === 0) {
      done();
      return undefined;
    }
    const endsAt = Date.now() + delay;
    setSecondsLeft(Math.ceil(delay / 1000));
    const ticker = window.setInterval(() => setSecondsLeft(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))), 250);
    const timer = window.setTimeout(done, delay);
    return () => {
      window.clearInterval(ticker);
      window.clearTimeout(timer);
    };
  }, [state, succeeded]);

  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const blur = (field: Field) => {
    setFocused(undefined);
    setTouched((current) => ({ ...current, [field]: true }));
  };
  const shown = (field: Field): string | undefined => {
    if (!touched[field]) return undefined;
    if (field === 'mobile') return validateMobile(values.mobile);
    if (field === 'code') return validateSmsCode(values.code);
    if (field === 'password') return validateNewPassword(values.password);
    return validateConfirmPassword(values.confirm, values.password);
  };

  const requestCode = () => {
    setTouched((current) => ({ ...current, mobile: true }));
    if (validateMobile(values.mobile) !== undefined || state !== 'editing') return;
    dispatch('REQUEST_CODE');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ mobile: true, code: true, password: true, confirm: true });
    if (!valid || state !== 'editing') return;
    dispatch('SUBMIT');
  };

  const fieldId = (field: Field) => `${ids}-${field}`;
  const describedBy = (field: Field) => (shown(field) || (field === 'password' && focused === 'password') ? `${fieldId(field)}-help` : undefined);
  const passwordHint = focused === 'password' && !isStrongPassword(values.password) ? PASSWORD_TEXTS.rule : undefined;

  if (state === 'succeeded' && succeeded !== undefined) {
    return (
      <div className="portal-pw portal-pw--done" role="status">
        <h2 className="portal-pw__title">{title}</h2>
        <p className="portal-pw__success">{succeeded}</p>
        {secondsLeft !== undefined && secondsLeft > 0 && !loggedIn && <p className="portal-pw__returning">{PASSWORD_TEXTS.returning(secondsLeft)}</p>}
      </div>
    );
  }

  return (
    <form id={formId} className="portal-pw" onSubmit={submit} noValidate aria-label={title}>
      <h2 className="portal-pw__title">{title}</h2>
      <FieldRow id={fieldId('mobile')} label={PASSWORD_TEXTS.mobile} error={shown('mobile')}>
        <Input
          id={fieldId('mobile')}
          value={values.mobile}
          maxLength={MOBILE_LENGTH}
          inputMode="numeric"
          autoComplete="tel"
          placeholder={PASSWORD_TEXTS.mobilePlaceholder}
          disabled={loggedIn}
          status={shown('mobile') ? 'error' : undefined}
          aria-invalid={shown('mobile') ? true : undefined}
          aria-describedby={describedBy('mobile')}
          onChange={(event) => set('mobile', event.target.value.trim())}
          onBlur={() => blur('mobile')}
        />
      </FieldRow>
      <FieldRow id={fieldId('code')} label={PASSWORD_TEXTS.code} error={shown('code')}>
        <div className="portal-pw__code">
          <Input
            id={fieldId('code')}
            value={values.code}
            maxLength={SMS_CODE_LENGTH}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={PASSWORD_TEXTS.codePlaceholder}
            status={shown('code') ? 'error' : undefined}
            aria-invalid={shown('code') ? true : undefined}
            aria-describedby={describedBy('code')}
            onChange={(event) => set('code', keepDigits(event.target.value))}
            onBlur={() => blur('code')}
          />
          <SmsCodeButton
            countdown={countdown}
            onClick={requestCode}
            loading={state === 'checkingMobile' || state === 'sendingSms'}
            disabled={state === 'captcha'}
          />
        </div>
      </FieldRow>
      <FieldRow id={fieldId('password')} label={PASSWORD_TEXTS.password} error={shown('password')} hint={passwordHint}>
        <Input.Password
          id={fieldId('password')}
          value={values.password}
          maxLength={LOGIN_PASSWORD_MAX}
          autoComplete="new-password"
          placeholder={PASSWORD_TEXTS.passwordPlaceholder}
          status={shown('password') ? 'error' : undefined}
          aria-invalid={shown('password') ? true : undefined}
          aria-describedby={describedBy('password')}
          onChange={(event) => set('password', event.target.value)}
          onFocus={() => setFocused('password')}
          onBlur={() => blur('password')}
        />
      </FieldRow>
      <FieldRow id={fieldId('confirm')} label={PASSWORD_TEXTS.confirm} error={shown('confirm')}>
        <Input.Password
          id={fieldId('confirm')}
          value={values.confirm}
          maxLength={LOGIN_PASSWORD_MAX}
          autoComplete="new-password"
          placeholder={PASSWORD_TEXTS.confirmPlaceholder}
          status={shown('confirm') ? 'error' : undefined}
          aria-invalid={shown('confirm') ? true : undefined}
          aria-describedby={describedBy('confirm')}
          onChange={(event) => set('confirm', event.target.value)}
          onBlur={() => blur('confirm')}
        />
      </FieldRow>
      {/* A hidden submit keeps Enter working when the visible button lives outside the form. */}
      {loggedIn ? (
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      ) : (
        <Button type="primary" htmlType="submit" block disabled={!valid || state !== 'editing'} loading={state === 'submitting' || state === 'followingUp'}>
          {PASSWORD_TEXTS.submit}
        </Button>
      )}
      {showBackToLogin && (
        <button type="button" className="portal-pw__back" onClick={onBackToLogin}>
          {PASSWORD_TEXTS.backToLogin}
        </button>
      )}
      <SliderCaptcha
        open={state === 'captcha'}
        onClose={() => dispatch('CAPTCHA_CLOSED')}
        onPass={(passed) => {
          pass.current = passed;
          dispatch('CAPTCHA_PASSED');
        }}
        api={api}
      />
    </form>
  );
}

