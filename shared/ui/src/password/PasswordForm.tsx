import { useCallback, useEffect, useId, useState } from 'react';
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
  type OperationType,
  type PasswordSourcePage,
  type ResetEvent,
  type ResetState,
  type SessionApi,
} from '@portal/core';
import { Button } from '@portal/ui/kit/Button';
import { Form } from '@portal/ui/kit/Form';
import { useTouchedFields, validatorRule } from '@portal/ui/kit/FormHelpers';
import { Input } from '@portal/ui/kit/Input';
import { useFlowEffects } from '../flow';
import { SmsCodeInput, SMS_TEXTS, kitNotifier, useSliderSms, type Notifier } from '../sms';
import { PASSWORD_TEXTS } from '../i18n/zh-CN/password';
import './PasswordForm.css';

/** The calls the password component makes; the portal's session calls by default. */
export type PasswordFormApi = Pick<
  SessionApi,
  'passwordPreCheck' | 'fetchSlider' | 'checkSlider' | 'sendSms' | 'resetPassword' | 'finishPasswordReset'
>;

export type { Notifier };

export interface PasswordFormProps {
  /** Names the form; also picks the success text (activation or password set). */
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
  /** Shows the title as the form's heading; off where a dialog's title already says it. */
  showTitle?: boolean;
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
type Values = Record<Field, string>;
const FIELDS: readonly Field[] = ['mobile', 'code', 'password', 'confirm'];

/**
 * Reset, activation and expired-password change (operation types 1, 2, 3), as a page or in a
 * dialog, on the kit's Form with the core validators. Mobile, SMS code (pre-check, slider, send:
 * `useSliderSms`), new password and its confirmation; the confirm button stays disabled until
 * every field is valid, Enter submits. Then `resetMachine`: submit, follow-up call, back to login.
 */
export function PasswordForm({
  title,
  operationType,
  sourcePage,
  mobile: initialMobile = '',
  showBackToLogin = false,
  loggedIn = false,
  showTitle = true,
  formId,
  onBackToLogin,
  onDone,
  onValidityChange,
  api = sessionApi,
  notify = kitNotifier,
}: PasswordFormProps) {
  const generatedId = useId();
  const [form] = Form.useForm<Values>();
  const touched = useTouchedFields<Field>(form, FIELDS);
  const [state, setState] = useState<ResetState>('editing');
  const [values, setValues] = useState<Values>({ mobile: initialMobile, code: '', password: '', confirm: '' });
  const [passwordFocused, setPasswordFocused] = useState(false);
  const [succeeded, setSucceeded] = useState<string>();
  const [secondsLeft, setSecondsLeft] = useState<number>();

  const dispatch = useCallback((event: ResetEvent) => setState((current) => transition(resetMachine, current, event)), []);
  const precheck = useCallback((mobile: string) => api.passwordPreCheck(mobile, operationType), [api, operationType]);
  const sms = useSliderSms({ api, notify, precheck, onSent: () => form.getFieldInstance('code')?.focus() });

  const valid = Object.keys(passwordFormErrors(values)).length === 0 && sms.smsToken !== undefined;
  const ready = valid && state === 'editing';

  useEffect(() => onValidityChange?.(ready), [ready, onValidityChange]);

  useFlowEffects(state, {
    submitting: (run) => {
      if (!sms.smsToken) return;
      api.resetPassword({ mobileNo: values.mobile, password: values.password, smsToken: sms.smsToken, verifyCode: values.code }).then(
        (serverMessage) => {
          if (!run.current) return;
          const text = resetSuccessMessage(title, serverMessage);
          setSucceeded(text);
          notify.success(text);
          dispatch('RESET_OK');
        },
        (error: unknown) => {
          if (!run.current) return;
          notify.error(isApiError(error) ? error.message : PASSWORD_TEXTS.rule);
          dispatch('RESET_FAILED');
        },
      );
    },
    followingUp: (run) => {
      api.finishPasswordReset(values.mobile).then(
        () => run.current && dispatch('FOLLOW_UP_DONE'),
        (error: unknown) => {
          if (!run.current) return;
          notify.error(isApiError(error) ? error.message : SMS_TEXTS.failed);
          dispatch('FOLLOW_UP_DONE');
        },
      );
    },
    // Back to login: at once from upPw, otherwise after 3 s (counted down on screen).
    succeeded: () => {
      const delay = resetReturnDelayMs(sourcePage);
      const done = () => onDone?.(succeeded ?? '');
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
    },
  });

  const requestCode = () => {
    touched.touch('mobile');
    if (validateMobile(values.mobile) !== undefined || state !== 'editing') return;
    sms.request(values.mobile);
  };

  const submit = () => {
    touched.touch(...FIELDS);
    if (ready) dispatch('SUBMIT');
  };

  if (state === 'succeeded' && succeeded !== undefined) {
    return (
      <div className="portal-pw portal-pw--done" role="status">
        {showTitle && <h2 className="portal-pw__title">{title}</h2>}
        <p className="portal-pw__success">{succeeded}</p>
        {secondsLeft !== undefined && secondsLeft > 0 && !loggedIn && <p className="portal-pw__returning">{PASSWORD_TEXTS.returning(secondsLeft)}</p>}
      </div>
    );
  }

  const passwordHint = passwordFocused && !touched.has('password') && !isStrongPassword(values.password);

  return (
    <Form
      form={form}
      name={formId ?? generatedId}
      className="portal-pw"
      layout="vertical"
      requiredMark={false}
      initialValues={values}
      onValuesChange={(changed: Partial<Values>, all: Values) => {
        setValues(all);
        // The confirmation is compared with the new password: once touched, its error follows it.
        if (changed.password !== undefined && touched.has('confirm')) touched.touch('confirm');
      }}
      onFinish={submit}
      onFinishFailed={submit}
      noValidate
      aria-label={title}
    >
      {showTitle && <h2 className="portal-pw__title">{title}</h2>}
      <Form.Item
        label={PASSWORD_TEXTS.mobile}
        name="mobile"
        normalize={(value: string) => value.trim()}
        rules={[validatorRule(validateMobile)]}
        validateTrigger={touched.trigger('mobile')}
      >
        <Input
          maxLength={MOBILE_LENGTH}
          inputMode="numeric"
          autoComplete="tel"
          placeholder={PASSWORD_TEXTS.mobilePlaceholder}
          disabled={loggedIn}
          onBlur={() => touched.touch('mobile')}
        />
      </Form.Item>
      <Form.Item label={PASSWORD_TEXTS.code} name="code" normalize={keepDigits} rules={[validatorRule(validateSmsCode)]} validateTrigger={touched.trigger('code')}>
        <SmsCodeInput sms={sms} onRequest={requestCode} placeholder={PASSWORD_TEXTS.codePlaceholder} onBlur={() => touched.touch('code')} />
      </Form.Item>
      <Form.Item
        label={PASSWORD_TEXTS.password}
        name="password"
        rules={[validatorRule(validateNewPassword)]}
        validateTrigger={touched.trigger('password')}
        extra={passwordHint ? <span className="portal-pw__hint">{PASSWORD_TEXTS.rule}</span> : undefined}
      >
        <Input.Password
          maxLength={LOGIN_PASSWORD_MAX}
          autoComplete="new-password"
          placeholder={PASSWORD_TEXTS.passwordPlaceholder}
          onFocus={() => setPasswordFocused(true)}
          onBlur={() => {
            setPasswordFocused(false);
            touched.touch('password');
          }}
        />
      </Form.Item>
      <Form.Item
        label={PASSWORD_TEXTS.confirm}
        name="confirm"
        rules={[validatorRule((value: string) => validateConfirmPassword(value, form.getFieldValue('password') as string))]}
        validateTrigger={touched.trigger('confirm')}
      >
        <Input.Password maxLength={LOGIN_PASSWORD_MAX} autoComplete="new-password" placeholder={PASSWORD_TEXTS.confirmPlaceholder} onBlur={() => touched.touch('confirm')} />
      </Form.Item>
      {/* A hidden submit keeps Enter working when the visible button lives outside the form. */}
      {loggedIn ? (
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      ) : (
        <Button type="primary" htmlType="submit" block disabled={!ready} loading={state === 'submitting' || state === 'followingUp'}>
          {PASSWORD_TEXTS.submit}
        </Button>
      )}
      {showBackToLogin && (
        <button type="button" className="portal-pw__back" onClick={onBackToLogin}>
          {PASSWORD_TEXTS.backToLogin}
        </button>
      )}
      {sms.captcha}
    </Form>
  );
}
