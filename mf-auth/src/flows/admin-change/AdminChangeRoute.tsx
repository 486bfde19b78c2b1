import type { ReactElement } from 'react';
import { ADMIN_CHANGE_PAGES as AP } from '@portal/core';
import { ChangeRoute } from '../shared/change/ChangeRoute';
import { AdminNotifyPage } from './pages/AdminNotifyPage';
import { AdminResultPage } from './pages/AdminResultPage';
import { BecomeAdminPage } from './pages/BecomeAdminPage';

const PAGES: Record<string, () => ReactElement> = {
  [AP.change]: () => <BecomeAdminPage />,
  [AP.notifyLegal]: () => <AdminNotifyPage />,
  [AP.result]: () => <AdminResultPage />,
};

/** /AdminChange/*: a linked user becomes the company's administrator. */
export function AdminChangeRoute() {
  return <ChangeRoute pages={PAGES} start={AP.change} />;
}
