import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../i18n';
import { TOP_MENU, type TopMenuItem } from '../app/menu';
import { SessionArea } from '../session/SessionArea';
import { useDialogs } from '../session/useSession';
import { PRODUCT_GROUPS, productName, productPath } from './products';

export interface MobileDrawerProps {
  active: TopMenuItem | undefined;
  onClose: () => void;
}

/** Below 1024 px the top menu lives in this drawer, with the sign-in area. */
export function MobileDrawer({ active, onClose }: MobileDrawerProps) {
  const { chrome } = messages;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  // A dialog its sign-in area opens (login, log out, change password, company choice) takes the
  // screen: the drawer closes rather than stay open behind it.
  const dialogs = useDialogs();
  const dialogOpened = Boolean(dialogs.login || dialogs.logoutConfirm || dialogs.changePassword || dialogs.companyChoice);
  useEffect(() => {
    if (dialogOpened) onClose();
  }, [dialogOpened, onClose]);
  return (
    <div className="portal-drawer" data-testid="menu-drawer">
      <div className="portal-drawer__mask" onClick={onClose} aria-hidden="true" />
      <div className="portal-drawer__panel" role="dialog" aria-modal="true" aria-label={chrome.menuLabel}>
        <button type="button" className="portal-drawer__close" aria-label={chrome.drawerClose} onClick={onClose}>
          ×
        </button>
        <div className="portal-drawer__session">
          <SessionArea />
        </div>
        <nav className="portal-drawer__menu" aria-label={chrome.menuLabel} onClick={onClose}>
          {TOP_MENU.map((item) => (
            <div key={item.key}>
              <Link to={item.to} aria-current={item === active ? 'page' : undefined} className="portal-drawer__item">
                {item.label}
              </Link>
              {item.key === 'products' &&
                PRODUCT_GROUPS.map((group) => (
                  <div key={group.key} className="portal-drawer__group">
                    <p>{group.name}</p>
                    {group.products.map((key) => (
                      <Link key={key} to={productPath(key)} className="portal-drawer__sub">
                        {productName(key)}
                      </Link>
                    ))}
                  </div>
                ))}
            </div>
          ))}
        </nav>
      </div>
    </div>
  );
}
