import { useEffect, useRef, useState } from 'react';
import { bus, canSwitchCompany, userDisplayName } from '@portal/core';
import { messages } from '../i18n';
import { useShellSession } from './ShellSession';
import { useAuthView, useSession } from './useSession';
import './SessionArea.css';

const t = messages.session;

/** How long the card stays after the pointer leaves, so it can be reached from the name. */
const HIDE_DELAY_MS = 200;

/**
 * How the card was opened. A hover opens it lightly (leaving closes it); a click, tap, Enter or
 * Space pins it until a second one, Escape, Tab away or a click outside.
 */
type Opened = 'closed' | 'light' | 'pinned';

/** The user card: names, status, switch company, change password, logout. Opens on hover, click, tap or key. */
function UserCard() {
  const { user, currentCompany, companies, personalAuth } = useSession();
  const view = useAuthView();
  const { flows, deps } = useShellSession();
  const [opened, setOpened] = useState<Opened>('closed');
  const open = opened !== 'closed';
  const hideTimer = useRef<number | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const show = () => {
    window.clearTimeout(hideTimer.current);
    setOpened((o) => (o === 'closed' ? 'light' : o));
  };
  const hide = () => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setOpened((o) => (o === 'light' ? 'closed' : o)), HIDE_DELAY_MS);
  };
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);
  useEffect(() => {
    if (opened !== 'pinned') return undefined;
    const onOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node | null)) setOpened('closed');
    };
    document.addEventListener('pointerdown', onOutside);
    return () => document.removeEventListener('pointerdown', onOutside);
  }, [opened]);

  // A user without a name goes by the masked mobile (some servers send it as the name): shown once.
  const name = userDisplayName(user, personalAuth);
  const mobile = user?.mobileNo && user.mobileNo !== name ? user.mobileNo : undefined;
  const canSwitch = canSwitchCompany(companies, currentCompany);
  const act = (action: () => void) => () => {
    setOpened('closed');
    action();
  };
  return (
    <div
      ref={root}
      className="portal-user"
      onMouseEnter={show}
      onMouseLeave={hide}
      onBlur={(event) => {
        const to = event.relatedTarget as Node | null;
        // Focus moved out (Tab away) closes it; a click on the card's text moves focus nowhere.
        if (to && !event.currentTarget.contains(to)) setOpened('closed');
        else if (!to) hide();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpened('closed');
        trigger.current?.focus();
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="portal-user__trigger"
        aria-haspopup="true"
        aria-expanded={open}
        // The hover of this very click (or tap) opened it lightly: the click pins it, never closes it.
        onClick={() => setOpened((o) => (o === 'pinned' ? 'closed' : 'pinned'))}
      >
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
            {mobile && <span className="portal-user__mobile">{mobile}</span>}
          </div>
          {/* A long name is cut to the card's width; hovered or focused (a Tab stop), it shows whole (SessionArea.css), without loading the kit. */}
          <div className="portal-user__company" title={currentCompany?.companyName || undefined}>
            <span className="portal-user__company-label">{t.currentCompany}</span>
            <span className="portal-user__company-name" tabIndex={currentCompany?.companyName ? 0 : undefined}>
              {currentCompany?.companyName || t.noCompany}
            </span>
          </div>
          {view.label && (
            <button type="button" className={`portal-user__status portal-user__status--${view.label}`} onClick={act(() => flows.clickStatus())}>
              {t.statusLabels[view.label]}
              {view.redDot && <span className="portal-user__dot" role="img" aria-label={t.redDot} />}
            </button>
          )}
          <div className="portal-user__actions">
            {canSwitch && (
              <button type="button" onClick={act(() => void flows.switchCompany())}>
                {t.switchCompany}
              </button>
            )}
            <button type="button" onClick={act(() => deps.controller.setChangePassword(true))}>
              {t.changePassword}
            </button>
            <button type="button" onClick={act(() => deps.controller.setLogoutConfirm(true))}>
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
