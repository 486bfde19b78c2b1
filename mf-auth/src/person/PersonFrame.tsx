import type { ReactNode } from 'react';
import type { PersonalPage } from '@portal/core';
import { useRequestLogin } from '@portal/ui';
import { Alert, Button, KitProvider, Spin, Steps } from '@portal/ui/kit';
import { messages } from '../i18n';
import type { PersonalAuthState } from './usePersonalAuth';
import './person.css';

const t = messages.person;

const STEP_OF: Record<PersonalPage, number> = { AuthCertificate: 0, AuthType: 1, AuthResult: 2, SelectProduct: 3 };

export interface PersonFrameProps {
  page: PersonalPage;
  state: PersonalAuthState;
  title: string;
  lead?: ReactNode;
  /** The page's body, rendered once the auth state is known and allows the page. */
  children: () => ReactNode;
}

/** Every personal page: its steps, heading and lead, and the signed-out, loading and failed states. */
export function PersonFrame(props: PersonFrameProps) {
  return (
    <KitProvider>
      <Frame {...props} />
    </KitProvider>
  );
}

function Frame({ page, state, title, lead, children }: PersonFrameProps) {
  const requestLogin = useRequestLogin();
  if (state.load === 'signedOut') {
    return (
      <div className="person">
        <h1 className="person__title">{t.signedOut.title}</h1>
        <p className="person__lead">{t.signedOut.lead}</p>
        <Button type="primary" onClick={() => void requestLogin()}>
          {t.signedOut.login}
        </Button>
      </div>
    );
  }
  return (
    <div className="person">
      <nav aria-label={t.steps.label} className="person__steps">
        <Steps
          size="small"
          responsive={false}
          current={STEP_OF[page]}
          items={[{ title: t.steps.certificate }, { title: t.steps.factor }, { title: t.steps.result }, { title: t.steps.product }]}
        />
      </nav>
      <h1 className="person__title">{title}</h1>
      {lead && <div className="person__lead">{lead}</div>}
      {state.load === 'loading' && (
        <div className="person__loading" role="status">
          <Spin />
          <span>{t.loading}</span>
        </div>
      )}
      {state.load === 'failed' && (
        <Alert
          type="error"
          showIcon
          message={t.loadFailed}
          action={
            <Button size="small" onClick={() => void state.refresh()}>
              {t.retry}
            </Button>
          }
        />
      )}
      {state.load === 'ready' && children()}
    </div>
  );
}
