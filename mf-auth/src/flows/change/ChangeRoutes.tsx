import type { ReactElement } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ADMIN_CHANGE_PAGES as AP, LEGAL_CHANGE_PAGES as LP } from '@portal/core';
import { AdminNotifyPage, AdminResultPage, BecomeAdminPage } from './AdminChangePages';
import {
  AdminManualReviewPage,
  AdminNotifyLegalPage,
  AdminRejectPage,
  AdminUploadPage,
  LegalChangeSignPage,
  LegalResultPage,
  LegalSignPage,
} from './LegalChangePages';

const PAGES: Record<string, () => ReactElement> = {
  [LP.legalSign]: () => <LegalSignPage />,
  [LP.legalChange]: () => <LegalChangeSignPage />,
  [LP.legalResult]: () => <LegalResultPage />,
  [LP.adminUpload]: () => <AdminUploadPage />,
  [LP.adminNotifyLegal]: () => <AdminNotifyLegalPage />,
  [LP.adminManualReview]: () => <AdminManualReviewPage />,
  [LP.adminReject]: () => <AdminRejectPage />,
  [AP.change]: () => <BecomeAdminPage />,
  [AP.notifyLegal]: () => <AdminNotifyPage />,
  [AP.result]: () => <AdminResultPage />,
};

/** /LegalChange/* and /AdminChange/*: the page of that path (keyed, so state never leaks between steps); unknown paths start the change. */
export function ChangeRoute({ kind }: { kind: 'legal' | 'admin' }) {
  const { pathname, search } = useLocation();
  const page = PAGES[pathname];
  if (page) return <div key={pathname}>{page()}</div>;
  return <Navigate to={`${kind === 'legal' ? LP.adminUpload : AP.change}${search}`} replace />;
}
