import { useNavigate, useSearchParams } from 'react-router-dom';
import { OperationType, postLoginPath } from '@portal/core';
import { messages } from '../../i18n';
import { sessionDeps } from '../deps';
import { LoginForm } from '../login/LoginForm';
import { SessionPage } from './SessionPage';

const t = messages.session;

/** /login: the login form; afterwards the safe 'from', the saved login URL, or home. */
export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = params.get('from') ?? undefined;
  return (
    <SessionPage>
      <h1>{t.loginTitle}</h1>
      <p className="portal-session-page__lead">{t.loginLead}</p>
      <LoginForm
        from={from}
        onLoggedIn={() => {
          const target = postLoginPath(from, sessionDeps.savedLoginUrl.get(), window.location.origin);
          sessionDeps.savedLoginUrl.set('');
          navigate(target, { replace: true });
        }}
        onOpenPassword={({ mobile, title, operationType }) => {
          const query = new URLSearchParams({ ...(mobile ? { mobile } : {}), title, type: String(operationType) });
          if (from) query.set('from', from);
          navigate(`${operationType === OperationType.forgotPassword ? '/forget' : '/updatePw'}?${query.toString()}`);
        }}
      />
    </SessionPage>
  );
}
