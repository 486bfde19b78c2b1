import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  BUSINESS_CODES,
  LOGIN_PASSWORD_MAX,
  MOBILE_LENGTH,
  OperationType,
  SET_PASSWORD_MESSAGE,
  SMS_CODE_LENGTH,
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
import { Button, Checkbox, Input, Modal, Tabs } from '@portal/ui/kit';
import { SliderCaptcha, SmsCodeButton, smsFailureMessage, useSmsCountdown, SMS_TEXTS } from '@portal/ui/session';
import { messages } from '../../i18n';
import type { PasswordPage } from '../controller';
import { sessionDeps } from '../deps';
import { completeLogin } from '../flows';
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

function Row({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className={`portal-login__row${error ? ' portal-login__row--error' : ''}`}>
      <label htmlFor={id} className="portal-login__label">
        {label}
      </label>
      {children}
      {error && (
        <div id={`${id}-error`} className="portal-login__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * The login form of the /login page and the login dialog: SMS and password tabs, the agreement
 * checkbox, forgot password, the group sign-on. The steps follow `loginMachine`: SMS - mobile,
 * slider, SMS (countdown), login; password - slider, login; then what follows a login.
 */
export function LoginForm({ onLoggedIn, onOpenPassword, from }: LoginFormProps) {
  const ids = useId();
  const [tab, setTab] = useState<LoginTab>('sms');
  const [state, setState] = useState<LoginState>('editing');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [askAgreement, setAskAgreement] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [smsToken, setSmsToken] = useState<string>();
  const countdown = useSmsCountdown();
  const pass = useRef<SliderPass>();
  const token = useRef<string>();
  const live = useRef(true);
  const latest = useRef({ tab, mobile, code, password, smsToken, onLoggedIn, onOpenPassword });
  latest.current = { tab, mobile, code, password, smsToken, onLoggedIn, onOpenPassword };

  const dispatch = useCallback((event: LoginEvent) => setState((current) => transition(loginMachine, current, event)), []);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  // Each state's work; its outcome is the next event.
  useEffect(() => {
    const v = latest.current;
    const { notify } = sessionDeps;
    if (state === 'sendingSms' && pass.current) {
      sessionDeps.api.sendSms(v.mobile, pass.current).then(
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
    } else if (state === 'signingIn') {
      const call =
        v.tab === 'sms'
          ? sessionDeps.api.smsLogin(v.mobile, v.code, v.smsToken)
          : sessionDeps.api.passwordLogin(v.mobile, v.password, pass.current ?? { token: '', secondToken: '' });
      call.then(
        (result) => {
          if (!live.current) return;
          token.current = result.token;
          dispatch('TOKEN_RECEIVED');
        },
        (error: unknown) => {
          if (!live.current) return;
          dispatch('SIGN_IN_FAILED');
          if (!isApiError(error)) return;
          if (error.code === BUSINESS_CODES.weakPassword) {
            notify.error(t.weakPassword);
            v.onOpenPassword({ mobile: v.mobile, title: t.resetTitle, operationType: OperationType.expiredPassword });
          } else if (error.serverMessage === SET_PASSWORD_MESSAGE) {
            notify.error(SET_PASSWORD_MESSAGE);
            v.onOpenPassword({ mobile: v.mobile, title: t.activateTitle, operationType: OperationType.activate });
          } else if (error.description.action === 'toast') {
            notify.error(error.message);
          }
        },
      );
    } else if (state === 'completing' && token.current) {
      completeLogin(token.current, v.mobile).then((end) => {
        if (end === 'done') {
          if (live.current) dispatch('COMPLETED');
          v.onLoggedIn(v.mobile);
        } else if (end === 'failed' && live.current) {
          dispatch('COMPLETION_FAILED');
        }
      });
    }
    // countdown.start is stable; everything else is read from `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, dispatch]);

  const mobileError = touched.mobile ? validateMobile(mobile) : undefined;
  const codeError = touched.code ? validateSmsCode(code) : undefined;
  const passwordError = touched.password ? validateLoginPassword(password) : undefined;
  const canSubmit =
    state === 'editing' && (tab === 'sms' ? canSubmitSmsLogin({ mobile, code, codeRequested: smsToken !== undefined }) : canSubmitPasswordLogin({ mobile, password }));
  const busy = state === 'signingIn' || state === 'completing';

  const requestCode = () => {
    setTouched((current) => ({ ...current, mobile: true }));
    if (validateMobile(mobile) === undefined) dispatch('REQUEST_CODE');
  };

  const signIn = () => dispatch(tab === 'sms' ? 'SUBMIT_SMS' : 'SUBMIT_PASSWORD');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(tab === 'sms' ? { mobile: true, code: true } : { mobile: true, password: true });
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

  const fieldId = (field: Field) => `${ids}-${field}`;
  const mobileRow = (
    <Row id={fieldId('mobile')} label={t.mobile} error={mobileError}>
      <Input
        id={fieldId('mobile')}
        value={mobile}
        maxLength={MOBILE_LENGTH}
        inputMode="numeric"
        autoComplete="tel"
        placeholder={t.mobilePlaceholder}
        autoFocus
        status={mobileError ? 'error' : undefined}
        aria-invalid={mobileError ? true : undefined}
        aria-describedby={mobileError ? `${fieldId('mobile')}-error` : undefined}
        onChange={(event) => setMobile(event.target.value.trim())}
        onBlur={() => mobile !== '' && setTouched((current) => ({ ...current, mobile: true }))}
      />
    </Row>
  );

  return (
    <form className="portal-login" onSubmit={submit} noValidate aria-label={t.loginTitle}>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as LoginTab);
          setTouched({});
        }}
        items={[
          {
            key: 'sms',
            label: t.tabSms,
            children: (
              <>
                {tab === 'sms' && mobileRow}
                <Row id={fieldId('code')} label={t.code} error={codeError}>
                  <div className="portal-login__code">
                    <Input
                      id={fieldId('code')}
                      value={code}
                      maxLength={SMS_CODE_LENGTH}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      placeholder={t.codePlaceholder}
                      status={codeError ? 'error' : undefined}
                      aria-invalid={codeError ? true : undefined}
                      aria-describedby={codeError ? `${fieldId('code')}-error` : undefined}
                      onChange={(event) => setCode(keepDigits(event.target.value))}
                      onBlur={() => code !== '' && setTouched((current) => ({ ...current, code: true }))}
                    />
                    <SmsCodeButton countdown={countdown} onClick={requestCode} loading={state === 'sendingSms'} disabled={state !== 'editing'} />
                  </div>
                </Row>
              </>
            ),
          },
          {
            key: 'password',
            label: t.tabPassword,
            children: (
              <>
                {tab === 'password' && mobileRow}
                <Row id={fieldId('password')} label={t.password} error={passwordError}>
                  <Input.Password
                    id={fieldId('password')}
                    value={password}
                    maxLength={LOGIN_PASSWORD_MAX}
                    autoComplete="current-password"
                    placeholder={t.passwordPlaceholder}
                    status={passwordError ? 'error' : undefined}
                    aria-invalid={passwordError ? true : undefined}
                    onChange={(event) => setPassword(event.target.value)}
                    onBlur={() => setTouched((current) => ({ ...current, password: true }))}
                  />
                </Row>
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
      <Button type="primary" htmlType="submit" block size="large" disabled={!canSubmit} loading={busy}>
        {t.submit}
      </Button>
      <div className="portal-login__links">
        <button
          type="button"
          className="portal-login__link"
          onClick={() => onOpenPassword({ mobile, title: t.forgotTitle, operationType: OperationType.forgotPassword })}
        >
          {t.forgotPassword}
        </button>
        <button type="button" className="portal-login__link" onClick={iamSignOn}>
          {t.iamLogin}
        </button>
      </div>
      <SliderCaptcha
        api={sessionDeps.api}
        open={state === 'captchaForSms' || state === 'captchaForPassword'}
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
    </form>
  );
}
