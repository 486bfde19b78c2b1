import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  BUSINESS_CODES,
  errorMessages,
  fillTemplate,
  LOGIN_PASSWORD_MAX,
  MOBILE_LENGTH,
  OperationType,
  SET_PASSWORD_MESSAGE,
  canSubmitPasswordLogin,
  canSubmitSmsLogin,
  iamSignOnUrl,
  isApiError,
  keepDigits,
  loginMachine,
  transition,
  validateLoginPassword,
  validateMobile,
  validateSmsCode,
  type LoginEvent,
  type LoginState,
  type SliderPass,
} from '@portal/core';
import { useFlowEffects } from '@portal/ui';
import { Alert, Button, Checkbox, Form, Input, Modal, Tabs, useTouchedFields, validatorRule } from '@portal/ui/kit';
import { SliderCaptcha, SmsCodeInput, lockedLabel, useLockCountdown, useSliderSms } from '@portal/ui/session';
import { messages } from '../../i18n';
import type { PasswordPage } from '../controller';
import { useShellSession } from '../ShellSession';
import './LoginForm.css';

const t = messages.session;

export type LoginTab = 'sms' | 'password';

export interface LoginFormProps {
  /** After the whole login: token stored, user and companies loaded, company saved. */
  onLoggedIn: (mobile: string) => void;
  /** Opens the reset / activate / find-password page with a mobile and a title. */
  onOpenPassword: (page: PasswordPage) => void;
  /** Where to come back to after the IAM sign-on (the /login page's 'from'). */
  from?: string;
}

type Field = 'mobile' | 'code' | 'password';
type Values = Record<Field, string>;
const FIELDS: readonly Field[] = ['mobile', 'code', 'password'];
const EMPTY: Values = { mobile: '', code: '', password: '' };
const TAB_FIELDS: Readonly<Record<LoginTab, Field[]>> = { sms: ['mobile', 'code'], password: ['mobile', 'password'] };

/** The refused password login (501011): one answer for a wrong password, an unknown or a not-activated mobile. */
interface Refusal {
  message: string;
  remainingAttempts?: number;
}

/**
 * The login form of the /login page and the login dialog, on the kit's Form with the core
 * validators: SMS and password tabs, the agreement checkbox, forgot password, the group sign-on.
 * SMS: the code comes from the SMS step (`useSliderSms`: slider, send, countdown), then the login;
 * password: the slider, then the login (`loginMachine`); then what follows a login.
 */
export function LoginForm({ onLoggedIn, onOpenPassword, from }: LoginFormProps) {
  const { deps, flows } = useShellSession();
  const formName = useId();
  const [form] = Form.useForm<Values>();
  const touched = useTouchedFields<Field>(form, FIELDS);
  const [tab, setTab] = useState<LoginTab>('sms');
  const [state, setState] = useState<LoginState>('editing');
  const [values, setValues] = useState<Values>(EMPTY);
  const [agreed, setAgreed] = useState(false);
  const [askAgreement, setAskAgreement] = useState(false);
  const pass = useRef<SliderPass>();
  const token = useRef<string>();
  const [refusal, setRefusal] = useState<Refusal>();
  // Each tab's login may be refused for a while (locked account, dead SMS token, rate limit).
  const smsLock = useLockCountdown();
  const passwordLock = useLockCountdown();
  const lock = tab === 'sms' ? smsLock : passwordLock;

  const dispatch = useCallback((event: LoginEvent) => setState((current) => transition(loginMachine, current, event)), []);
  // The code is what comes next: keyboard and screen-reader users land on its field.
  const sms = useSliderSms({ api: deps.api, notify: deps.notify, onSent: () => form.getFieldInstance('code')?.focus() });
  // A fresh SMS token replaces the one the server refused (501005 locks that token, not the mobile).
  const clearSmsLock = smsLock.clear;
  useEffect(() => {
    if (sms.smsToken !== undefined) clearSmsLock();
  }, [sms.smsToken, clearSmsLock]);

  useFlowEffects(state, {
    signingIn: (run) => {
      const call =
        tab === 'sms'
          ? deps.api.smsLogin(values.mobile, values.code, sms.smsToken)
          : deps.api.passwordLogin(values.mobile, values.password, pass.current ?? { token: '', secondToken: '' });
      call.then(
        (result) => {
          if (!run.current) return;
          token.current = result.token;
          dispatch('TOKEN_RECEIVED');
        },
        (error: unknown) => {
          if (!run.current) return;
          // Back to editing with what was typed; a password login's next press opens a fresh puzzle.
          pass.current = undefined;
          dispatch('SIGN_IN_FAILED');
          if (!isApiError(error)) return;
          const wait = error.description.retryAfterSeconds;
          if (wait !== undefined && wait > 0) (tab === 'sms' ? smsLock : passwordLock).lock(wait);
          if (error.code === BUSINESS_CODES.passwordWrong) {
            setRefusal({ message: error.message, remainingAttempts: error.description.remainingAttempts });
          } else if (error.code === BUSINESS_CODES.weakPassword) {
            deps.notify.error(t.weakPassword);
            onOpenPassword({ mobile: values.mobile, title: t.resetTitle, operationType: OperationType.expiredPassword });
          } else if (error.serverMessage === SET_PASSWORD_MESSAGE) {
            deps.notify.error(SET_PASSWORD_MESSAGE);
            onOpenPassword({ mobile: values.mobile, title: t.activateTitle, operationType: OperationType.activate });
          } else if (error.description.action === 'toast') {
            deps.notify.error(error.message);
          }
        },
      );
    },
    completing: (run) => {
      if (!token.current) return;
      flows.completeLogin(token.current, values.mobile).then((end) => {
        if (end === 'done') {
          if (run.current) dispatch('COMPLETED');
          // Reported even when the form is gone: the login itself happened.
          onLoggedIn(values.mobile);
        } else if (end === 'failed' && run.current) {
          dispatch('COMPLETION_FAILED');
        }
      });
    },
  });

  const editing = state === 'editing' && !sms.busy && !lock.locked;
  const canSubmit =
    editing &&
    (tab === 'sms'
      ? canSubmitSmsLogin({ mobile: values.mobile, code: values.code, codeRequested: sms.smsToken !== undefined })
      : canSubmitPasswordLogin({ mobile: values.mobile, password: values.password }));
  const busy = state === 'signingIn' || state === 'completing';

  const requestCode = () => {
    touched.touch('mobile');
    if (validateMobile(values.mobile) === undefined) sms.request(values.mobile);
  };

  const signIn = () => {
    setRefusal(undefined);
    dispatch(tab === 'sms' ? 'SUBMIT_SMS' : 'SUBMIT_PASSWORD');
  };

  const openForgotPassword = () => onOpenPassword({ mobile: values.mobile, title: t.forgotTitle, operationType: OperationType.forgotPassword });

  const submit = () => {
    touched.touch(...TAB_FIELDS[tab]);
    if (!canSubmit) return;
    if (!agreed) {
      setAskAgreement(true);
      return;
    }
    signIn();
  };

  const iamSignOn = () => {
    const { origin } = window.location;
    const back = new URL('/cWeb/login/byIam', origin);
    if (from) back.searchParams.set('from', from);
    window.location.assign(iamSignOnUrl(back.href, origin));
  };

  const mobileItem = (
    <Form.Item label={t.mobile} name="mobile" normalize={(value: string) => value.trim()} rules={[validatorRule(validateMobile)]} validateTrigger={touched.trigger('mobile')}>
      <Input
        maxLength={MOBILE_LENGTH}
        inputMode="numeric"
        autoComplete="tel"
        placeholder={t.mobilePlaceholder}
        autoFocus
        onBlur={() => values.mobile !== '' && touched.touch('mobile')}
      />
    </Form.Item>
  );

  return (
    <Form
      form={form}
      name={formName}
      className="portal-login"
      layout="vertical"
      requiredMark={false}
      initialValues={EMPTY}
      onValuesChange={(_changed: Partial<Values>, all: Values) => setValues((current) => ({ ...current, ...all }))}
      onFinish={submit}
      onFinishFailed={submit}
      noValidate
      aria-label={t.loginTitle}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as LoginTab);
          setRefusal(undefined);
          touched.reset();
        }}
        items={[
          {
            key: 'sms',
            label: t.tabSms,
            children: tab === 'sms' && (
              <>
                {mobileItem}
                <Form.Item label={t.code} name="code" normalize={keepDigits} rules={[validatorRule(validateSmsCode)]} validateTrigger={touched.trigger('code')}>
                  <SmsCodeInput
                    sms={sms}
                    onRequest={requestCode}
                    requestDisabled={state !== 'editing'}
                    placeholder={t.codePlaceholder}
                    onBlur={() => values.code !== '' && touched.touch('code')}
                  />
                </Form.Item>
              </>
            ),
          },
          {
            key: 'password',
            label: t.tabPassword,
            children: tab === 'password' && (
              <>
                {mobileItem}
                <Form.Item label={t.password} name="password" rules={[validatorRule(validateLoginPassword)]} validateTrigger={touched.trigger('password')}>
                  <Input.Password
                    maxLength={LOGIN_PASSWORD_MAX}
                    autoComplete="current-password"
                    placeholder={t.passwordPlaceholder}
                    onBlur={() => touched.touch('password')}
                  />
                </Form.Item>
              </>
            ),
          },
        ]}
      />
      <div className="portal-login__agreement">
        <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
          {t.agreePrefix}
        </Checkbox>
        <a href="/cWeb/userAgreement.html" target="_blank" rel="noopener noreferrer">
          {t.userAgreement}
        </a>
        {t.and}
        <a href="/cWeb/privacyAgreement.html" target="_blank" rel="noopener noreferrer">
          {t.privacyPolicy}
        </a>
      </div>
      {refusal && (
        <Alert
          className="portal-login__refusal"
          type="error"
          showIcon
          role="alert"
          message={refusal.message}
          description={
            <>
              {refusal.remainingAttempts !== undefined && (
                <span className="portal-login__attempts">{fillTemplate(errorMessages.attemptsLeft, { count: String(refusal.remainingAttempts) })}</span>
              )}
              <button type="button" className="portal-login__link" onClick={openForgotPassword}>
                {t.forgotPassword}
              </button>
            </>
          }
        />
      )}
      <Button type="primary" htmlType="submit" block size="large" disabled={!canSubmit} loading={busy}>
        {lock.locked ? lockedLabel(t.submit, lock.secondsLeft) : t.submit}
      </Button>
      <div className="portal-login__links">
        <button type="button" className="portal-login__link" onClick={openForgotPassword}>
          {t.forgotPassword}
        </button>
        <button type="button" className="portal-login__link" onClick={iamSignOn}>
          {t.iamLogin}
        </button>
      </div>
      {sms.captcha}
      <SliderCaptcha
        api={deps.api}
        open={state === 'captchaForPassword'}
        onClose={() => dispatch('CAPTCHA_CLOSED')}
        onPass={(passed) => {
          pass.current = passed;
          dispatch('CAPTCHA_PASSED');
        }}
      />
      <Modal
        open={askAgreement}
        title={t.agreementTitle}
        okText={t.agree}
        cancelText={t.cancel}
        centered
        onCancel={() => setAskAgreement(false)}
        onOk={() => {
          setAskAgreement(false);
          setAgreed(true);
          signIn();
        }}
      >
        <p>{t.agreementPrompt}</p>
      </Modal>
    </Form>
  );
}
