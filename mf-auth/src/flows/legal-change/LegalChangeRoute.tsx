import type { ReactElement } from 'react';
import { LEGAL_CHANGE_PAGES as LP } from '@portal/core';
import { ChangeRoute } from '../shared/change/ChangeRoute';
import { AdminRejectPage } from './pages/AdminRejectPage';
import { AdminUploadPage } from './pages/AdminUploadPage';
import { LegalChangeSignPage } from './pages/LegalChangeSignPage';
import { LegalResultPage } from './pages/LegalResultPage';
import { LegalSignPage } from './pages/LegalSignPage';
import { AdminManualReviewPage, AdminNotifyLegalPage } from './pages/WaitingPages';

const PAGES: Record<string, () => ReactElement> = {
  [LP.legalSign]: () => <LegalSignPage />,
  [LP.legalChange]: () => <LegalChangeSignPage />,
  [LP.legalResult]: () => <LegalResultPage />,
  [LP.adminUpload]: () => <AdminUploadPage />,
  [LP.adminNotifyLegal]: () => <AdminNotifyLegalPage />,
  [LP.adminManualReview]: () => <AdminManualReviewPage />,
  [LP.adminReject]: () => <AdminRejectPage />,
};

/** /LegalChange/*: the administrator's and the new legal representative's sides of the change. */
export function LegalChangeRoute() {
  return <ChangeRoute pages={PAGES} start={LP.adminUpload} />;
}
