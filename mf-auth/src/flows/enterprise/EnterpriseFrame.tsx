import type { ReactNode } from 'react';
import { AuthFrame } from '../shared/AuthFrame';
import { messages } from '../../i18n';
import type { EnterpriseAuthState } from './useEnterpriseFlow';

const t = messages.enterprise;

export interface EnterpriseFrameProps {
  state: EnterpriseAuthState;
  /** Index in the steps (company, method, materials, result); none on the entry pages. */
  step?: number;
  title: string;
  lead?: ReactNode;
  children: () => ReactNode;
}

/** Every enterprise page: steps, heading, lead, the company, and the signed-out, loading and failed states. */
export function EnterpriseFrame({ state, step, title, lead, children }: EnterpriseFrameProps) {
  return (
    <AuthFrame
      load={state.load}
      refresh={state.refresh}
      texts={t}
      steps={step === undefined ? undefined : { label: t.steps.label, items: [t.steps.certificate, t.steps.verify, t.steps.materials, t.steps.result], current: step }}
      title={title}
      lead={lead}
      company={state.info?.entName ? t.company(state.info.entName) : undefined}
    >
      {children}
    </AuthFrame>
  );
}
