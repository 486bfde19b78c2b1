import type { ReactNode } from 'react';
import { SidebarFrame } from '@portal/ui';
import { ChromeBoundary } from '../app/ChromeBoundary';
import { ConsultButton } from '../chrome/ConsultButton';
import { Footer } from '../chrome/Footer';
import { TopBar } from '../chrome/TopBar';

export interface SidebarLayoutProps {
  /** The side navigation, when the shell owns it (the user centre); the help centre brings its own. */
  sidebar?: ReactNode;
  children: ReactNode;
}

/** Top bar, a left sidebar beside the content, footer: the user-centre and help-centre frames. */
export function SidebarLayout({ sidebar, children }: SidebarLayoutProps) {
  return (
    <div className="portal-layout portal-layout--sidebar">
      <ChromeBoundary name="top bar">
        <TopBar />
      </ChromeBoundary>
      <SidebarFrame nav={sidebar}>
        <main className="portal-layout__content">{children}</main>
      </SidebarFrame>
      <ChromeBoundary name="footer">
        <Footer />
      </ChromeBoundary>
      <ChromeBoundary name="consultation">
        <ConsultButton />
      </ChromeBoundary>
    </div>
  );
}
