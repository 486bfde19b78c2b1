import type { ReactNode } from 'react';
import { PortalFrame } from '@portal/ui';
import { ChromeBoundary } from '../app/ChromeBoundary';
import { ConsultButton } from '../chrome/ConsultButton';
import { Footer } from '../chrome/Footer';
import { TopBar } from '../chrome/TopBar';

/** Top bar, content, footer, online-consultation button. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <PortalFrame
      layout="main"
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
