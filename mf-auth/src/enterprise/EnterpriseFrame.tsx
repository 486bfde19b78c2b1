import type { ReactNode } from 'react';
import { useRequestLogin } from '@portal/ui';
import { Alert, Button, KitProvider, Spin, Steps } from '@portal/ui/kit';
import { messages } from '../i18n';
import type { EnterpriseAuthState } from './useEnterpriseAuth';
import '../person/person.css';

const t = messages.enterprise;

export interface EnterpriseFrameProps {
  state: EnterpriseAuthState;
  /** Index in the steps (企业信息, 认证方式, 认证材料, 认证结果); none on the entry pages. */
  step?: number;
  title: string;
  lead?: ReactNode;
  children: () => ReactNode;
}

/** Every enterprise page: steps, heading, lead, the company, and the signed-out, loading and failed states. */
export function EnterpriseFrame(props: EnterpriseFrameProps) {
  return (
    <KitProvider>
      <Frame {...props} />
    </KitProvider>
  );
}

function Frame({ state, step, title, lead, children }: EnterpriseFrameProps) {
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
      {step !== undefined && (
        <nav aria-label={t.steps.label} className="person__steps">
          <Steps
            size="small"
            responsive={false}
            current={step}
            items={[{ title: t.steps.certificate }, { title: t.steps.verify }, { title: t.steps.materials }, { title: t.steps.result }]}
          />
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
