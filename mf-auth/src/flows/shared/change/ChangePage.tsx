import type { JSX } from 'react';
import type { AdminChangePage, LegalChangePage } from '@portal/core';
import { ChangeFrame } from './ChangeFrame';
import { useChangeFlow, type ChangeState } from './useChangeFlow';

export interface ChangePageProps {
  kind: 'legal' | 'admin';
  page: LegalChangePage | AdminChangePage;
  title: string;
  lead?: string;
  /** Index in the legal-representative change's steps; none on the administrator change. */
  step?: number;
  body: (state: ChangeState) => JSX.Element;
}

/** A change page: its flow's state, the frame, and the body once the state allows the page. */
export function ChangePage({ kind, page, title, lead, step, body }: ChangePageProps) {
  const state = useChangeFlow(kind, page);
  return (
    <ChangeFrame state={state} step={step} title={title} lead={lead && <p>{lead}</p>}>
      {() => body(state)}
    </ChangeFrame>
  );
}
