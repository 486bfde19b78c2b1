import type { ReactNode } from 'react';
import type { PersonalPage } from '@portal/core';
import { AuthFrame } from '../shared/AuthFrame';
import { messages } from '../../i18n';
import type { PersonalAuthState } from './usePersonalFlow';

const t = messages.person;

const STEP_OF: Record<PersonalPage, number> = { AuthCertificate: 0, AuthType: 1, AuthResult: 2, SelectProduct: 3 };

export interface PersonFrameProps {
  page: PersonalPage;
  state: PersonalAuthState;
  title: string;
  lead?: ReactNode;
  /** Plain markup at the top of the body, drawn with the heading (AuthFrame's `intro`). */
  intro?: ReactNode;
  /** The page's body, rendered once the auth state is known and allows the page. */
  children: () => ReactNode;
}

/** Every personal page: its steps, heading and lead, and the signed-out, loading and failed states. */
export function PersonFrame({ page, state, title, lead, intro, children }: PersonFrameProps) {
  return (
    <AuthFrame
      load={state.load}
      refresh={state.refresh}
      texts={t}
      steps={{ label: t.steps.label, items: [t.steps.certificate, t.steps.factor, t.steps.result, t.steps.product], current: STEP_OF[page] }}
      title={title}
      lead={lead}
      intro={intro}
    >
      {children}
    </AuthFrame>
  );
}
