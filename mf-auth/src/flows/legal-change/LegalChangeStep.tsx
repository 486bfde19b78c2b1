import type { JSX } from 'react';
import { LEGAL_CHANGE_PAGES as P, type LegalChangePage } from '@portal/core';
import { ChangePage } from '../shared/change/ChangePage';
import type { ChangeState } from '../shared/change/useChangeFlow';

const STEP_OF: Record<LegalChangePage, number> = {
  [P.adminUpload]: 0,
  [P.adminReject]: 0,
  [P.adminNotifyLegal]: 1,
  [P.legalSign]: 1,
  [P.legalChange]: 1,
  [P.adminManualReview]: 2,
  [P.legalResult]: 3,
};

/** A page of the legal-representative change: the change flow's state for `page`, its step, frame and body. */
export function LegalChangeStep({ page, title, lead, body }: { page: LegalChangePage; title: string; lead?: string; body: (state: ChangeState) => JSX.Element }) {
  return <ChangePage kind="legal" page={page} step={STEP_OF[page]} title={title} lead={lead} body={body} />;
}
