import { bus } from '@portal/core';
import { messages } from '../i18n';

/** The sign-in area at the right of the top bar: the login button, or the user card. */
export function SessionArea() {
  return (
    <button type="button" className="portal-topbar__login" onClick={() => bus.emit('login:requested', { key: 'header' })}>
      {messages.session.loginButton}
    </button>
  );
}
