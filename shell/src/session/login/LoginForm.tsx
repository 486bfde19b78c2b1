import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  BASE_PATH,
  ROUTES,
  documentPath,
  BUSINESS_CODES,
  errorMessages,
  fillTemplate,
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
  type ValidationResult,
} from '@portal/core';
import { useFlowEffects } from '@portal/ui';
import { lockedLabel, useLockCountdown, useSmsStep } from '@portal/ui/sms-step';
import { messages } from '../../i18n';
import type { PasswordPage } from '../controller';
import { useShellSession } from '../ShellSession';
import { usePortalConfig } from '../../chrome/portalConfig';
import { CodeButton, Field, PasswordInput, Tabs, TextInput, type FieldBinding } from '@portal/ui/fields';
import './LoginForm.css';

const t = messages.session;

// The slide puzzles and the agreement question are kit dialogs. Their module starts loading at the
// form's first touch (a key, a press, a typed character), so it is in before the get-code or login button needs it.
// Asked for at every touch, fetched once (again only after a failure).
let dialogs: Promise<typeof import('./LoginDialogs')> | undefined;
function loadDialogs() {
  dialogs ??= import('./LoginDialogs').catch((error: unknown) => {
    dialogs = undefined;
    throw error;
  });
  return dialogs;
}
const LoginDialogs = lazy(loadDialogs);
// A failed early load is left to the dialog's own load, when it is needed.
const preloadDialogs = () => void loadDialogs().catch(() => undefined);

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
const EMPTY: Values = { mobile: '', code: '', password: '' };
const TAB_FIELDS: Readonly<Record<LoginTab, Field[]>> = { sms: ['mobile', 'code'], password: ['mobile', 'password'] };
const VALIDATE: Readonly<Record<Field, (value: string) => ValidationResult>> = { mobile: validateMobile, code: validateSmsCode, password: validateLoginPassword };
/** What a field keeps of what is typed. */
const NORMALIZE: Readonly<Record<Field, (value: string) => string>> = { mobile: (value) => value.trim(), code: keepDigits, password: (value) => value };

/** The refused password login (501011): one answer for a wrong password, an unknown or a not-activated mobile. */
interface Refusal {
  message: string;
  remainingAttempts?: number;
}

/**
 * The login form of the /login page and the login dialog, with the core validators: SMS and
 * password tabs, the agreement checkbox, forgot password, the group sign-on. Its fields are plain
 * elements in the kit's look; its dialogs (the slide puzzles, the agreement) come from the kit
 * when first needed.
 * SMS: the code comes from the SMS step (`useSmsStep`: slider, send, countdown), then the login;
 * password: the slider, then the login (`loginMachine`); then what follows a login.
 * A field shows its error once the user is done with it (blurred, or it blocked a button), then
 * keeps it live while they type; an untouched field never shows one.
 */
export function LoginForm({ onLoggedIn, onOpenPassword, from }: LoginFormProps) {
  const { deps, flows } = useShellSession();
  const id = useId();
  const codeInput = useRef<HTMLInputElement>(null);
  const [tab, setTab] = useState<LoginTab>('sms');
  const [state, setState] = useState<LoginState>('editing');
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const [agreed, setAgreed] = useState(false);
  const [askAgreement, setAskAgreement] = useState(false);
  // Rendered from the first time one opens (then kept, so a closing dialog is not torn down).
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const pass = useRef<SliderPass | undefined>(undefined);
  const token = useRef<string | undefined>(undefined);
  const [refusal, setRefusal] = useState<Refusal>();
  // Each tab's login may be refused for a while (locked account, dead SMS token, rate limit).
  const smsLock = useLockCountdown();
  const passwordLock = useLockCountdown();
  const lock = tab === 'sms' ? smsLock : passwordLock;

  const dispatch = useCallback((event: LoginEvent) => setState((current) => transition(loginMachine, current, event)), []);
  // The code is what comes next: keyboard and screen-reader users land on its field.
  const sms = useSmsStep({ api: deps.api, notify: deps.notify, onSent: () => codeInput.current?.focus() });
  // A fresh SMS token replaces the one the server refused (501005 locks that token, not the mobile).
  const clearSmsLock = smsLock.clear;
  useEffect(() => {
    if (sms.smsToken !== undefined) clearSmsLock();
  }, [sms.smsToken, clearSmsLock]);

  const passwordCaptchaOpen = state === 'captchaForPassword';
  if (!dialogsWanted && (sms.captchaProps.open || passwordCaptchaOpen || askAgreement)) setDialogsWanted(true);

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

  const touch = (...fields: Field[]) => setTouched((current) => (fields.every((f) => current.has(f)) ? current : new Set([...current, ...fields])));
  /** A field's wiring, for its Field and its input: id, value, what is typed, and its error once touched. */
  const bind = (field: Field): FieldBinding => ({
    id: `${id}-${field}`,
    value: values[field],
    onValue: (typed) => setValues((current) => ({ ...current, [field]: NORMALIZE[field](typed) })),
    error: touched.has(field) ? VALIDATE[field](values[field]) : undefined,
  });

  const requestCode = () => {
    touch('mobile');
    if (validateMobile(values.mobile) === undefined) sms.request(values.mobile);
  };

  const signIn = () => {
    setRefusal(undefined);
    dispatch(tab === 'sms' ? 'SUBMIT_SMS' : 'SUBMIT_PASSWORD');
  };

  const openForgotPassword = () => onOpenPassword({ mobile: values.mobile, title: t.forgotTitle, operationType: OperationType.forgotPassword });

  const submit = () => {
    touch(...TAB_FIELDS[tab]);
    if (!canSubmit) return;
    if (!agreed) {
      setAskAgreement(true);
      return;
    }
    signIn();
  };

  // Offered once portal.config.json names an IAM centre (it also hands the address to the session).
  const iamOffered = Boolean(usePortalConfig()?.iamLoginUrl);
  const iamSignOn = () => {
    const { origin } = window.location;
    const back = new URL(documentPath(ROUTES.shell.loginByIam.href()), origin);
    if (from) back.searchParams.set('from', from);
    const url = iamSignOnUrl(back.href, origin);
    if (url) window.location.assign(url);
  };

  const mobileField = (
    <Field label={t.mobile} bind={bind('mobile')}>
      <TextInput
        {...bind('mobile')}
        maxLength={MOBILE_LENGTH}
        inputMode="numeric"
        autoComplete="tel"
        placeholder={t.mobilePlaceholder}
        autoFocus
        onBlur={() => values.mobile !== '' && touch('mobile')}
      />
    </Field>
  );

  return (
    <form
      className="portal-login"
      noValidate
      aria-label={t.loginTitle}
      // The dialogs' module, at the form's first touch.
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
          setRefusal(undefined);
          setTouched(new Set());
        }}
        items={[
          {
            key: 'sms',
            label: t.tabSms,
            panel: (
              <>
                {mobileField}
                <Field label={t.code} bind={bind('code')}>
                  <div className="portal-field__code">
                    <TextInput
                      ref={codeInput}
                      {...bind('code')}
                      maxLength={SMS_CODE_LENGTH}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      placeholder={t.codePlaceholder}
                      onBlur={() => values.code !== '' && touch('code')}
                    />
                    <CodeButton
                      countdown={sms.countdown}
                      onClick={requestCode}
                      loading={sms.step === 'checkingMobile' || sms.step === 'sending'}
                      disabled={state !== 'editing' || sms.busy}
                    />
                  </div>
                </Field>
              </>
            ),
          },
          {
            key: 'password',
            label: t.tabPassword,
            panel: (
              <>
                {mobileField}
                <Field label={t.password} bind={bind('password')}>
                  <PasswordInput
                    {...bind('password')}
                    maxLength={LOGIN_PASSWORD_MAX}
                    autoComplete="current-password"
                    placeholder={t.passwordPlaceholder}
                    onBlur={() => touch('password')}
                  />
                </Field>
              </>
            ),
          },
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
      {refusal && (
        <div className="portal-login__refusal" role="alert">
          <svg className="portal-login__refusal-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="11" fill="currentColor" />
            <path d="M8 8l8 8M16 8l-8 8" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <div>
            <div className="portal-login__refusal-message">{refusal.message}</div>
            <div className="portal-login__refusal-description">
              {refusal.remainingAttempts !== undefined && (
                <span className="portal-login__attempts">{fillTemplate(errorMessages.attemptsLeft, { count: String(refusal.remainingAttempts) })}</span>
              )}
              <button type="button" className="portal-login__link" onClick={openForgotPassword}>
                {t.forgotPassword}
              </button>
            </div>
          </div>
        </div>
      )}
      <button type="submit" className="portal-button portal-button--primary portal-button--large" disabled={!canSubmit} aria-busy={busy || undefined}>
        {busy && <span className="portal-button__spinner" aria-hidden="true" />}
        {lock.locked ? lockedLabel(t.submit, lock.secondsLeft) : t.submit}
      </button>
      <div className="portal-login__links">
        <button type="button" className="portal-login__link" onClick={openForgotPassword}>
          {t.forgotPassword}
        </button>
        {iamOffered && (
          <button type="button" className="portal-login__link" onClick={iamSignOn}>
            {t.iamLogin}
          </button>
        )}
      </div>
      {dialogsWanted && (
        <Suspense fallback={null}>
          <LoginDialogs
            smsCaptcha={sms.captchaProps}
            passwordCaptcha={{
              api: deps.api,
              open: passwordCaptchaOpen,
              onClose: () => dispatch('CAPTCHA_CLOSED'),
              onPass: (passed) => {
                pass.current = passed;
                dispatch('CAPTCHA_PASSED');
              },
            }}
            agreement={{
              open: askAgreement,
              onCancel: () => setAskAgreement(false),
              onAgree: () => {
                setAskAgreement(false);
                setAgreed(true);
                signIn();
              },
            }}
          />
        </Suspense>
      )}
    </form>
  );
}
