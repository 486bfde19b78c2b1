import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HOME_PATH, controlGet, fillTemplate, isApiError, safeRedirectPath } from '@portal/core';
import { qa } from '../../i18n/zh-CN/qa';
import { useShellSession } from '../ShellSession';
import { qaSignIn } from './qaSignIn';

const t = qa;

/**
 * /__qa/sign-in?mobile=&redirect=&ticket=: the QA console's sign-in button lands here; with the console's ticket the page signs the
 * browser in as that persona through the shell's own sign-in and after-login code, then opens
 * `redirect` (a portal path). Not linked from the chrome.
 */
export default function QaSignInPage() {
  const { deps, flows } = useShellSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mobile = params.get('mobile') ?? '';
  const redirect = params.get('redirect');
  const ticket = params.get('ticket');
  const [state, setState] = useState<{ kind: 'working' | 'done' } | { kind: 'failed'; message: string }>({ kind: 'working' });

  useEffect(() => {
    if (!mobile) return undefined;
    let live = true;
    const here = window.location.href;
    setState({ kind: 'working' });
    qaSignIn({ api: deps.api, store: deps.store, completeLogin: (token, loginMobile) => flows.completeLogin(token, loginMobile), control: controlGet }, mobile, ticket).then(
      (end) => {
        // The previous person is signed out (the shell may have left this page): sign in on a fresh load of it.
        if (end === 'signedOut') {
          window.location.replace(here);
          return;
        }
        if (!live) return;
        if (end !== 'done') {
          setState({ kind: 'failed', message: t.notCompleted });
          return;
        }
        setState({ kind: 'done' });
        navigate(safeRedirectPath(redirect, window.location.origin) ?? HOME_PATH, { replace: true });
      },
      (error: unknown) => {
        if (!live) return;
        const reason = isApiError(error) ? error.message : error instanceof Error ? error.message : String(error);
        setState({ kind: 'failed', message: fillTemplate(t.failed, { reason }) });
      },
    );
    return () => {
      live = false;
    };
  }, [mobile, redirect, ticket, deps, flows, navigate]);

  return (
    <>
      <h1>{t.title}</h1>
      {!mobile ? (
        <p role="alert">{t.missingMobile}</p>
      ) : state.kind === 'failed' ? (
        <p role="alert">{state.message}</p>
      ) : (
        <p role="status" className="portal-session-page__lead">
          {state.kind === 'done' ? t.done : fillTemplate(t.signingIn, { mobile })}
        </p>
      )}
      <p className="portal-session-page__lead">{t.mockOnly}</p>
      <p>
        <a href="/__mock/">{t.backToConsole}</a>
      </p>
    </>
  );
}
