import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SessionProvider, type PortalSession } from '@portal/ui';
import { createTestSession } from '@portal/ui/testing';

/** Where the page's router is now, shown for assertions. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders a page at a path inside a router and a session (signed out unless given), with the current location readable by tests. */
export function renderAt(path: string, routePath: string, element: ReactElement, session: PortalSession = createTestSession()) {
  return render(
    <SessionProvider session={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </SessionProvider>,
  );
}
