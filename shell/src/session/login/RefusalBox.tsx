import { errorMessages, fillTemplate } from '@portal/core';
import { messages } from '../../i18n';

const t = messages.session;

export interface RefusalBoxProps {
  message: string;
  remainingAttempts?: number;
  onForgotPassword: () => void;
}

/** The refused password login (501011) above the login button: the one text, the attempts left, a way to forgot password. */
export function RefusalBox({ message, remainingAttempts, onForgotPassword }: RefusalBoxProps) {
  return (
    <div className="portal-login__refusal" role="alert">
      <svg className="portal-login__refusal-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="M8 8l8 8M16 8l-8 8" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <div>
        <div className="portal-login__refusal-message">{message}</div>
        <div className="portal-login__refusal-description">
          {remainingAttempts !== undefined && <span className="portal-login__attempts">{fillTemplate(errorMessages.attemptsLeft, { count: String(remainingAttempts) })}</span>}
          <button type="button" className="portal-login__link" onClick={onForgotPassword}>
            {t.forgotPassword}
          </button>
        </div>
      </div>
    </div>
  );
}
