import type { ReactNode } from 'react';
import { AuthFrame } from '../AuthFrame';
import { messages } from '../../../i18n';
import type { ChangeState } from './useChangeFlow';

const t = messages.change;
const s = t.legal.steps;

export interface ChangeFrameProps {
  state: ChangeState;
  title: string;
  lead?: ReactNode;
  /** Index in the legal-representative change's steps; none on the administrator change. */
  step?: number;
  children: () => ReactNode;
}

/** Every change page: heading, lead, the company, and the signed-out, loading, failed and nothing-to-do states. */
export function ChangeFrame({ state, title, lead, step, children }: ChangeFrameProps) {
  return (
    <AuthFrame
      load={state.load}
      refresh={state.refresh}
      texts={t}
      steps={step === undefined ? undefined : { label: s.label, items: [s.upload, s.sign, s.review, s.result], current: step }}
      title={title}
      lead={lead}
      company={state.info?.entName ? t.company(state.info.entName) : undefined}
      notices={{ noCompany: t.noCompany, nothing: t.nothing }}
    >
      {children}
    </AuthFrame>
  );
}
