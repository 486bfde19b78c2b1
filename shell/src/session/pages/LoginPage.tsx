import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { OperationType, postLoginPath, ROUTES } from '@portal/core';
import { focusMainContentOnceShown } from '@portal/ui';
import { messages } from '../../i18n';
import { useShellSession } from '../ShellSession';
import { LoginForm } from '../login/LoginForm';

const t = messages.session;

/**
 * /login: the login form; afterwards the safe 'from', the saved login URL, or home. No kit provider
 * here: the form's fields are its own, and its kit dialogs bring their provider when they load.
 */
export default function LoginPage() {
  const { deps, flows } = useShellSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = params.get('from') ?? undefined;
  // Arriving with a token and a 'from' is the reload after a login of another mobile: finish it.
  const [resuming, setResuming] = useState(() => from !== undefined && Boolean(deps.store.getState().token));

  const goOn = useCallback(() => {
    const target = postLoginPath(from, deps.savedLoginUrl.get(), window.location.origin);
    deps.savedLoginUrl.set('');
    // The sign-in button goes with this page: focus the next page's heading, as the login dialog does.
    focusMainContentOnceShown();
    navigate(target, { replace: true });
  }, [from, deps, navigate]);

  useEffect(() => {
    if (!resuming) return undefined;
    let live = true;
    void flows.resumeLogin().then((done) => {
      if (!live) return;
      if (done) goOn();
      else setResuming(false);
    });
    return () => {
      live = false;
    };
  }, [resuming, flows, goOn]);

  return (
    <>
      <h1>{t.loginTitle}</h1>
      {resuming ? (
        <p className="portal-session-page__lead" role="status">
          {t.resumingLogin}
        </p>
      ) : (
        <>
          <p className="portal-session-page__lead">{t.loginLead}</p>
          <LoginForm
            from={from}
            onLoggedIn={goOn}
            onOpenPassword={({ mobile, title, operationType }) => {
              const page = operationType === OperationType.forgotPassword ? ROUTES.shell.forgotPassword : ROUTES.shell.updatePassword;
              navigate(page.href({ mobile: mobile || undefined, title, type: String(operationType), from: from || undefined }));
            }}
          />
        </>
      )}
    </>
  );
}
