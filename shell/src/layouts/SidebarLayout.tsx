import type { ReactNode } from 'react';
import { PortalFrame } from '@portal/ui';
import { ChromeBoundary } from '../app/ChromeBoundary';
import { ConsultButton } from '../chrome/ConsultButton';
import { Footer } from '../chrome/Footer';
import { TopBar } from '../chrome/TopBar';

export interface SidebarLayoutProps {
  children: ReactNode;
}

/** Top bar, room for a left sidebar beside the content, footer: the user-centre and help-centre frames (each remote draws its own sidebar). */
export function SidebarLayout({ children }: SidebarLayoutProps) {
  return (
    // The user-centre and help frames are the same sidebar frame.
    <PortalFrame
      layout="user-centre"
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
