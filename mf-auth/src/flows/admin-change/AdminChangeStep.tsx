import type { JSX } from 'react';
import type { AdminChangePage } from '@portal/core';
import { ChangePage } from '../shared/change/ChangePage';
import type { ChangeState } from '../shared/change/useChangeFlow';

/** A page of the administrator change: the change flow's state for `page`, its frame and body. */
export function AdminChangeStep({ page, title, lead, body }: { page: AdminChangePage; title: string; lead?: string; body: (state: ChangeState) => JSX.Element }) {
  return <ChangePage kind="admin" page={page} title={title} lead={lead} body={body} />;
}
