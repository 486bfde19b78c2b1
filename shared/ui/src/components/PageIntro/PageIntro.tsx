import type { ReactNode } from 'react';
import './PageIntro.css';

export interface PageIntroProps {
  /** The page's name as the customer reads it. */
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** A page's heading block: every page names itself the same way, whichever remote renders it. */
export function PageIntro({ title, lead, children }: PageIntroProps) {
  return (
    <section className="portal-page-intro">
      <h1>{title}</h1>
      {lead && <p className="portal-page-intro__lead">{lead}</p>}
      {children}
    </section>
  );
}
