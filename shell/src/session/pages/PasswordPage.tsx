import { useNavigate, useSearchParams } from 'react-router-dom';
import { PasswordForm } from '@portal/ui/session';
import { OperationType, isMobile, ROUTES, type OperationType as OperationTypeValue } from '@portal/core';
import { messages } from '../../i18n';
import { useShellSession } from '../ShellSession';
import { SessionPage } from './SessionPage';

const t = messages.session;

/** Titles a link may ask for (the title picks the success text, so it is not free text). */
const TITLES: readonly string[] = [t.forgotTitle, t.resetTitle, t.activateTitle, t.changeTitle];
const TYPES: readonly number[] = Object.values(OperationType);

export interface PasswordPageProps {
  /** /updatePw returns to login at once after success; /forget after 3 s. */
  source: 'upPw' | 'forget';
}

/** /updatePw and /forget: the password component as a page, prefilled from the query. */
export default function PasswordPage({ source }: PasswordPageProps) {
  const { deps } = useShellSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mobile = params.get('mobile') ?? '';
  const askedTitle = params.get('title') ?? '';
  const askedType = Number(params.get('type'));
  const from = params.get('from');
  const title = TITLES.includes(askedTitle) ? askedTitle : source === 'forget' ? t.forgotTitle : t.resetTitle;
  const fallbackType = source === 'forget' ? OperationType.forgotPassword : OperationType.expiredPassword;
  const operationType = (TYPES.includes(askedType) ? askedType : fallbackType) as OperationTypeValue;
  const toLogin = () => navigate(ROUTES.shell.login.href({ from: from || undefined }));
  return (
    <SessionPage>
      <PasswordForm
        key={`${source}-${title}`}
        title={title}
        mobile={isMobile(mobile) ? mobile : ''}
        operationType={operationType}
        sourcePage={source}
        showBackToLogin
        onBackToLogin={toLogin}
        onDone={toLogin}
        notify={deps.notify}
        api={deps.api}
      />
    </SessionPage>
  );
}
