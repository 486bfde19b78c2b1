import type { ReactNode } from 'react';
import { useRequestLogin } from '@portal/ui';
import { Alert, Button, KitProvider, Spin, Steps } from '@portal/ui/kit';
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
  /** The page's body, rendered once the data is ready. */
  children: () => ReactNode;
}

/** Every authentication page (personal, enterprise, changes): steps, heading, lead, and the signed-out, loading and failed states. */
export function AuthFrame(props: AuthFrameProps) {
  return (
    <KitProvider>
      <Frame {...props} />
    </KitProvider>
  );
}

function Frame({ load, refresh, texts, steps, title, lead, company, notices, children }: AuthFrameProps) {
  const requestLogin = useRequestLogin();
  if (load === 'signedOut') {
    return (
      <div className="person">
        <h1 className="person__title">{title}</h1>
        <p className="person__lead">{texts.signedOut.lead}</p>
        <Button type="primary" onClick={() => void requestLogin()}>
          {texts.signedOut.login}
        </Button>
      </div>
    );
  }
  // Until the state is known the page may still move on (a redirect): its heading and step would name the wrong page.
  if (load === 'loading') {
    return (
      <div className="person" aria-busy="true">
        <div className="person__loading" role="status">
          <Spin />
          <span>{texts.loading}</span>
        </div>
      </div>
    );
  }
  const notice = notices?.[load];
  return (
    <div className="person">
      {steps && (
        <nav aria-label={steps.label} className="person__steps">
          <Steps size="small" responsive={false} current={steps.current} items={steps.items.map((item) => ({ title: item }))} />
        </nav>
      )}
      <h1 className="person__title">{title}</h1>
      {lead && <div className="person__lead">{lead}</div>}
      {company && <p className="person__lead">{company}</p>}
      {notice && <Alert type="info" showIcon message={notice} />}
      {load === 'failed' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={texts.loadFailed}
          action={
            <Button size="small" onClick={() => void refresh()}>
              {texts.retry}
            </Button>
          }
        />
      )}
      {load === 'ready' && children()}
    </div>
  );
}
