import { useId, useRef, useState } from 'react';
import {
  BASE_PATH,
  ROUTES,
  documentPath,
  LOGIN_PASSWORD_MAX,
  MOBILE_LENGTH,
  OperationType,
  SMS_CODE_LENGTH,
  canSubmitPasswordLogin,
  canSubmitSmsLogin,
  iamSignOnUrl,
  keepDigits,
  validateLoginPassword,
  validateMobile,
  validateSmsCode,
} from '@portal/core';
import { lockedLabel, useSmsStep } from '@portal/ui/sms-step';
import { CodeButton, Field, PasswordInput, Tabs, TextInput, useFieldForm } from '@portal/ui/fields';
import { messages } from '../../i18n';
import type { PasswordPage } from '../controller';
import { useShellSession } from '../ShellSession';
import { usePortalConfig } from '../../chrome/portalConfig';
import { LazyLoginDialogs, preloadDialogs } from './LazyLoginDialogs';
import { RefusalBox } from './RefusalBox';
import { useLoginCall, type LoginTab } from './useLoginCall';
import './LoginForm.css';

export type { LoginTab };

const t = messages.session;

export interface LoginFormProps {
  /** After the whole login: token stored, user and companies loaded, company saved. */
  onLoggedIn: (mobile: string) => void;
  /** Opens the reset / activate / find-password page with a mobile and a title. */
  onOpenPassword: (page: PasswordPage) => void;
  /** Where to come back to after the IAM sign-on (the /login page's 'from'). */
  from?: string;
}

type LoginField = 'mobile' | 'code' | 'password';
const TAB_FIELDS: Readonly<Record<LoginTab, LoginField[]>> = { sms: ['mobile', 'code'], password: ['mobile', 'password'] };

/** The group sign-on: to the IAM centre, back to /login/byIam (with the /login page's 'from'). */
function iamSignOn(from: string | undefined) {
  const { origin } = window.location;
  const back = new URL(documentPath(ROUTES.shell.loginByIam.href()), origin);
  if (from) back.searchParams.set('from', from);
  const url = iamSignOnUrl(back.href, origin);
  if (url) window.location.assign(url);
}

/**
 * The login form of the /login page and the login dialog, with the core validators: SMS and
 * password tabs, the agreement checkbox, forgot password, the group sign-on. Its fields are plain
 * elements in the kit's look (`useFieldForm`: an error once the field is left or blocks a button);
 * its dialogs (the slide puzzles, the agreement) come from the kit when first needed.
 * SMS: the code comes from the SMS step (`useSmsStep`: slider, send, countdown), then the login;
 * password: the slider, then the login (`useLoginCall`); then what follows a login.
 */
export function LoginForm({ onLoggedIn, onOpenPassword, from }: LoginFormProps) {
  const { deps } = useShellSession();
  const id = useId();
  const codeInput = useRef<HTMLInputElement>(null);
  const [tab, setTab] = useState<LoginTab>('sms');
  const [agreed, setAgreed] = useState(false);
  const [askAgreement, setAskAgreement] = useState(false);
  const form = useFieldForm<LoginField>({
    id,
    initial: { mobile: '', code: '', password: '' },
    rules: {
      mobile: { normalize: (typed) => typed.trim(), validate: validateMobile, touchOnBlur: 'filled' },
      code: { normalize: keepDigits, validate: validateSmsCode, touchOnBlur: 'filled' },
      password: { validate: validateLoginPassword, touchOnBlur: 'always' },
    },
  });
  const { mobile, code, password } = form.values;
  // The code is what comes next: keyboard and screen-reader users land on its field.
  const sms = useSmsStep({ api: deps.api, notify: deps.notify, onSent: () => codeInput.current?.focus() });
  const login = useLoginCall({ tab, mobile, code, password, smsToken: sms.smsToken, onLoggedIn, onOpenPassword });

  const editing = login.state === 'editing' && !sms.busy && !login.lock.locked;
  const canSubmit =
    editing && (tab === 'sms' ? canSubmitSmsLogin({ mobile, code, codeRequested: sms.smsToken !== undefined }) : canSubmitPasswordLogin({ mobile, password }));
  const busy = login.state === 'signingIn' || login.state === 'completing';

  const openForgotPassword = () => onOpenPassword({ mobile, title: t.forgotTitle, operationType: OperationType.forgotPassword });
  const submit = () => {
    form.touch(...TAB_FIELDS[tab]);
    if (!canSubmit) return;
    if (agreed) login.signIn();
    else setAskAgreement(true);
  };
  // Offered once portal.config.json names an IAM centre (it also hands the address to the session).
  const iamOffered = Boolean(usePortalConfig()?.iamLoginUrl);

  const mobileField = (
    <Field label={t.mobile} bind={form.bind('mobile')}>
      <TextInput {...form.bind('mobile')} maxLength={MOBILE_LENGTH} inputMode="numeric" autoComplete="tel" placeholder={t.mobilePlaceholder} autoFocus />
    </Field>
  );
  const smsPanel = (
    <>
      {mobileField}
      <Field label={t.code} bind={form.bind('code')}>
        <div className="portal-field__code">
          <TextInput ref={codeInput} {...form.bind('code')} maxLength={SMS_CODE_LENGTH} inputMode="numeric" autoComplete="one-time-code" placeholder={t.codePlaceholder} />
          <CodeButton
            countdown={sms.countdown}
            onClick={() => {
              if (form.check('mobile')) sms.request(mobile);
            }}
            loading={sms.step === 'checkingMobile' || sms.step === 'sending'}
            disabled={login.state !== 'editing' || sms.busy}
          />
        </div>
      </Field>
    </>
  );
  const passwordPanel = (
    <>
      {mobileField}
      <Field label={t.password} bind={form.bind('password')}>
        <PasswordInput {...form.bind('password')} maxLength={LOGIN_PASSWORD_MAX} autoComplete="current-password" placeholder={t.passwordPlaceholder} />
      </Field>
    </>
  );

  return (
    <form
      className="portal-login"
      noValidate
      aria-label={t.loginTitle}
      onKeyDownCapture={preloadDialogs}
      onPointerDownCapture={preloadDialogs}
      onInputCapture={preloadDialogs}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Tabs
        id={id}
        active={tab}
        onChange={(key) => {
          setTab(key);
          login.clearRefusal();
          form.reset();
        }}
        items={[
          { key: 'sms', label: t.tabSms, panel: smsPanel },
          { key: 'password', label: t.tabPassword, panel: passwordPanel },
        ]}
      />
      <div className="portal-login__agreement">
        <label className="portal-checkbox">
          <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          <span>{t.agreePrefix}</span>
        </label>
        <a href={`${BASE_PATH}/userAgreement.html`} target="_blank" rel="noopener noreferrer">
          {t.userAgreement}
        </a>
        {t.and}
        <a href={`${BASE_PATH}/privacyAgreement.html`} target="_blank" rel="noopener noreferrer">
          {t.privacyPolicy}
        </a>
      </div>
      {login.refusal && <RefusalBox message={login.refusal.message} remainingAttempts={login.refusal.remainingAttempts} onForgotPassword={openForgotPassword} />}
      <button type="submit" className="portal-button portal-button--primary portal-button--large" disabled={!canSubmit} aria-busy={busy || undefined}>
        {busy && <span className="portal-button__spinner" aria-hidden="true" />}
        {login.lock.locked ? lockedLabel(t.submit, login.lock.secondsLeft) : t.submit}
      </button>
      <div className="portal-login__links">
        <button type="button" className="portal-login__link" onClick={openForgotPassword}>
          {t.forgotPassword}
        </button>
        {iamOffered && (
          <button type="button" className="portal-login__link" onClick={() => iamSignOn(from)}>
            {t.iamLogin}
          </button>
        )}
      </div>
      <LazyLoginDialogs
        smsCaptcha={sms.captchaProps}
        passwordCaptcha={{ api: deps.api, open: login.state === 'captchaForPassword', onClose: () => login.dispatch('CAPTCHA_CLOSED'), onPass: login.captchaPassed }}
        agreement={{
          open: askAgreement,
          onCancel: () => setAskAgreement(false),
          onAgree: () => {
            setAskAgreement(false);
            setAgreed(true);
            login.signIn();
          },
        }}
      />
    </form>
  );
}
