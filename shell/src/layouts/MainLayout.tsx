import type { ReactNode } from 'react';
import { ChromeBoundary } from '../app/ChromeBoundary';
import { ConsultButton } from '../chrome/ConsultButton';
import { Footer } from '../chrome/Footer';
import { TopBar } from '../chrome/TopBar';

/** Top bar, content, footer, online-consultation button. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="portal-layout portal-layout--main">
      <ChromeBoundary name="top bar">
        <TopBar />
      </ChromeBoundary>
      <main className="portal-layout__content">{children}</main>
      <ChromeBoundary name="footer">
        <Footer />
      </ChromeBoundary>
      <ChromeBoundary name="consultation">
        <ConsultButton />
      </ChromeBoundary>
    </div>
  );
}
