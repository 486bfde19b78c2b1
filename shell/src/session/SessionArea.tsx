import { useEffect, useRef, useState } from 'react';
import { bus } from '@portal/core';
import { messages } from '../i18n';
import { sessionController } from './controller';
import { clickStatus, switchCompany } from './flows';
import { useAuthView, useSession } from './useSession';
import './SessionArea.css';

const t = messages.session;

/** How long the card stays after the pointer leaves, so it can be reached from the name. */
const HIDE_DELAY_MS = 200;

/** The user card shown on hover (or focus): names, status, switch company, change password, logout. */
function UserCard() {
  const { user, currentCompany, companies } = useSession();
  const view = useAuthView();
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<number>();
  const show = () => {
    window.clearTimeout(hideTimer.current);
    setOpen(true);
  };
  const hide = () => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setOpen(false), HIDE_DELAY_MS);
  };
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const name = user?.username || user?.mobileNo || '';
  const canSwitch = companies === undefined || companies.length > 1;
  const act = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <div
      className="portal-user"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button type="button" className="portal-user__trigger" aria-haspopup="true" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        <span className="portal-user__avatar" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
        <span className="portal-user__name">{name}</span>
        {view.redDot && <span className="portal-user__dot" role="img" aria-label={t.redDot} />}
      </button>
      {open && (
        <div className="portal-user__card" role="group" aria-label={t.userCardLabel}>
          <div className="portal-user__who">
            <strong>{name}</strong>
            {user?.mobileNo && <span className="portal-user__mobile">{user.mobileNo}</span>}
          </div>
          <div className="portal-user__company" title={t.currentCompany}>
            {currentCompany?.companyName || t.noCompany}
          </div>
          {view.label && (
            <button type="button" className={`portal-user__status portal-user__status--${view.label}`} onClick={act(() => clickStatus())}>
              {t.statusLabels[view.label]}
              {view.redDot && <span className="portal-user__dot" role="img" aria-label={t.redDot} />}
            </button>
          )}
          <div className="portal-user__actions">
            {canSwitch && (
              <button type="button" onClick={act(() => void switchCompany())}>
                {t.switchCompany}
              </button>
            )}
            <button type="button" onClick={act(() => sessionController.setChangePassword(true))}>
              {t.changePassword}
            </button>
            <button type="button" onClick={act(() => sessionController.setLogoutConfirm(true))}>
              {t.logout}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/** The sign-in area at the right of the top bar: the login button, or the user card. */
export function SessionArea() {
  const { token } = useSession();
  if (token) return <UserCard />;
  return (
    <button type="button" className="portal-topbar__login" onClick={() => bus.emit('login:requested', { key: 'header' })}>
      {t.loginButton}
    </button>
  );
}
