import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { TOP_MENU, activeMenuItem } from '../app/menu';
import { Brand } from './Brand';
import { Footer } from './Footer';
import { SessionArea } from '../session/SessionArea';
import { messages } from '../i18n';

export function TopBar() {
  const { pathname } = useLocation();
  const active = activeMenuItem(pathname);
  return (
    <header className="portal-topbar">
      <Brand />
      <nav className="portal-topbar__menu" aria-label={messages.chrome.menuLabel}>
        {TOP_MENU.map((item) => (
          <Link key={item.to} to={item.to} aria-current={item === active ? 'page' : undefined} className="portal-topbar__item">
            {item.label}
          </Link>
        ))}
      </nav>
      <SessionArea />
    </header>
  );
}

/** Top bar, content, footer. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="portal-layout portal-layout--main">
      <TopBar />
      <main className="portal-layout__content">{children}</main>
      <Footer />
    </div>
  );
}
