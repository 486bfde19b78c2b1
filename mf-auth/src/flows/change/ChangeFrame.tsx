import type { ReactNode } from 'react';
import { useRequestLogin } from '@portal/ui';
import { Alert, Button, KitProvider, Spin, Steps } from '@portal/ui/kit';
import { messages } from '../../i18n';
import type { ChangeState } from './useChange';
import '../../person/person.css';

const t = messages.change;

export interface ChangeFrameProps {
  state: ChangeState;
  title: string;
  lead?: ReactNode;
  /** Index in the legal-representative change's steps; none on the administrator change. */
  step?: number;
  children: () => ReactNode;
}

/** Every change page: heading, lead, the company, and the signed-out, loading, failed and nothing-to-do states. */
export function ChangeFrame(props: ChangeFrameProps) {
  return (
    <KitProvider>
      <Frame {...props} />
    </KitProvider>
  );
}

function Frame({ state, title, lead, step, children }: ChangeFrameProps) {
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
  const s = t.legal.steps;
  return (
    <div className="person">
      {step !== undefined && (
        <nav aria-label={s.label} className="person__steps">
          <Steps size="small" responsive={false} current={step} items={[{ title: s.upload }, { title: s.sign }, { title: s.review }, { title: s.result }]} />
        </nav>
      )}
      <h1 className="person__title">{title}</h1>
      {lead && <div className="person__lead">{lead}</div>}
      {state.info?.entName && <p className="person__lead">{t.company(state.info.entName)}</p>}
      {state.load === 'loading' && (
        <div className="person__loading" role="status">
          <Spin />
          <span>{t.loading}</span>
        </div>
      )}
      {state.load === 'noCompany' && <Alert type="info" showIcon message={t.noCompany} />}
      {state.load === 'nothing' && <Alert type="info" showIcon message={t.nothing} />}
      {state.load === 'failed' && (
        <Alert
          type="error"
          showIcon
          role="alert"
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
