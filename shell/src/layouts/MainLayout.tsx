import type { ReactNode } from 'react';
import { ConsultButton } from '../chrome/ConsultButton';
import { Footer } from '../chrome/Footer';
import { TopBar } from '../chrome/TopBar';

/** Top bar, content, footer, online-consultation button. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="portal-layout portal-layout--main">
      <TopBar />
      <main className="portal-layout__content">{children}</main>
      <Footer />
      <ConsultButton />
    </div>
  );
}
