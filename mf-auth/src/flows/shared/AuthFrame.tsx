import { Suspense, type ReactNode } from 'react';
import { BelowHeading } from '@portal/ui';
import { AuthQueryRoot, FrameBody, FrameFailed, FrameLogin, FrameNotice, FrameSteps } from './frameKit';
import './auth.css';

/** The frame's own texts, from the flow's catalogue. */
export interface AuthFrameTexts {
  signedOut: { lead: string; login: string };
  loading: string;
  loadFailed: string;
  retry: string;
}

export interface AuthFrameProps {
  /** Where the page's data stands; states other than these four show as `notices`. */
  load: string;
  refresh: () => unknown;
  texts: AuthFrameTexts;
  /** The flow's steps and the current one; none on entry pages. */
  steps?: { label: string; items: string[]; current: number };
  title: string;
  lead?: ReactNode;
  /** The company the page acts for. */
  company?: string;
  /** Informational notices for the flow's other load states (e.g. no company, nothing to do). */
  notices?: Record<string, string>;
  /** Plain markup at the top of the body, drawn with the heading once the data is ready (the body's kit comes after). */
  intro?: ReactNode;
  /** The page's body, rendered once the data is ready. */
  children: () => ReactNode;
}

/** Every authentication page (personal, enterprise, changes): steps, heading, lead, and the signed-out, loading and failed states. */
export function AuthFrame({ load, refresh, texts, steps, title, lead, company, notices, intro, children }: AuthFrameProps) {
  if (load === 'signedOut') {
    return (
      <div className="person">
        <h1 className="person__title">{title}</h1>
        <p className="person__lead">{texts.signedOut.lead}</p>
        <Suspense fallback={null}>
          <FrameLogin label={texts.signedOut.login} />
        </Suspense>
      </div>
    );
  }
  // Until the state is known the page may still move on (a redirect): its heading and step would name the wrong page.
  if (load === 'loading') {
    return (
      <div className="person" aria-busy="true">
        <div className="person__loading" role="status">
          {/* Drawn without the kit: the heading that follows the loading state does not wait for it. */}
          <span className="person__spinner" aria-hidden="true" />
          <span>{texts.loading}</span>
        </div>
      </div>
    );
  }
  const notice = notices?.[load];
  return (
    <div className="person">
      {steps && (
        // Its room is kept (auth.css) while the steps load: the heading below does not move.
        <nav aria-label={steps.label} className="person__steps">
          <BelowHeading>
            <FrameSteps items={steps.items} current={steps.current} />
          </BelowHeading>
        </nav>
      )}
      <h1 className="person__title">{title}</h1>
      {lead && <div className="person__lead">{lead}</div>}
      {company && <p className="person__lead">{company}</p>}
      {load === 'ready' && intro}
      {/* The body reads and writes through the query client: it (and TanStack Query) comes below the heading too. */}
      <BelowHeading>
        <AuthQueryRoot>
          {notice && <FrameNotice message={notice} />}
          {load === 'failed' && <FrameFailed message={texts.loadFailed} retry={texts.retry} onRetry={refresh} />}
          {load === 'ready' && <FrameBody>{children()}</FrameBody>}
        </AuthQueryRoot>
      </BelowHeading>
    </div>
  );
}
