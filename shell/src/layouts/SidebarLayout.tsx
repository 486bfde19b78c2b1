import type { ReactNode } from 'react';
import { PortalFrame } from '@portal/ui';
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
    // The user-centre and help frames are the same sidebar frame.
    <PortalFrame
      layout="user-centre"
      nav={sidebar}
      header={
        <ChromeBoundary name="top bar">
          <TopBar />
        </ChromeBoundary>
      }
      footer={
        <ChromeBoundary name="footer">
          <Footer />
        </ChromeBoundary>
      }
      floating={
        <ChromeBoundary name="consultation">
          <ConsultButton />
        </ChromeBoundary>
      }
    >
      {children}
    </PortalFrame>
  );
}
