import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError, postLoginPath, ROUTES } from '@portal/core';
import { messages } from '../../i18n';
import { useShellSession } from '../ShellSession';
import { SessionPage } from './SessionPage';

const t = messages.session;

/** /login/byIam?code=: trades the IAM centre's code for a token, then goes where the user was. */
export default function IamLoginPage() {
  const { deps, flows } = useShellSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const from = params.get('from');
  const [error, setError] = useState<string | undefined>(code ? undefined : t.iamMissingCode);
  const started = useRef(false);

  useEffect(() => {
    // The code is single use: trade it once, whatever re-renders.
    if (!code || started.current) return;
    started.current = true;
    deps.api.iamLogin(code).then(
      async ({ token }) => {
        const end = await flows.completeLogin(token, undefined);
        if (end !== 'done') {
          if (end === 'failed') setError(t.userInfoFailed);
          return;
        }
        const target = postLoginPath(from, deps.savedLoginUrl.get(), window.location.origin);
        deps.savedLoginUrl.set('');
        navigate(target, { replace: true });
      },
      (failure: unknown) => setError(isApiError(failure) ? failure.message : t.iamMissingCode),
    );
  }, [code, from, navigate, deps, flows]);

  return (
    <SessionPage>
      <h1>{t.iamTitle}</h1>
      {error ? (
        <>
          <p className="portal-session-page__error" role="alert">
            {error}
          </p>
          <Link to={ROUTES.shell.login.href()}>{t.backToLogin}</Link>
        </>
      ) : (
        <p className="portal-session-page__lead" role="status">
          {t.iamWorking}
        </p>
      )}
    </SessionPage>
  );
}
