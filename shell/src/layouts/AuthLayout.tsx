import type { ReactNode } from 'react';
import { Brand } from './Brand';

export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="portal-layout portal-layout--auth">
      <header className="portal-topbar portal-topbar--logo-only">
        <Brand />
        <span className="portal-topbar__caption">认证中心</span>
      </header>
      <main className="portal-layout__content portal-layout__content--card">{children}</main>
    </div>
  );
}
