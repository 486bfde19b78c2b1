import type { ReactElement } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

export interface ChangeRouteProps {
  /** The change's pages by path. */
  pages: Record<string, () => ReactElement>;
  /** Where an unknown path starts the change. */
  start: string;
}

/** /LegalChange/* and /AdminChange/*: the page of that path (keyed, so state never leaks between steps); unknown paths start the change. */
export function ChangeRoute({ pages, start }: ChangeRouteProps) {
  const { pathname, search } = useLocation();
  const page = pages[pathname];
  if (page) return <div key={pathname}>{page()}</div>;
  return <Navigate to={`${start}${search}`} replace />;
}
