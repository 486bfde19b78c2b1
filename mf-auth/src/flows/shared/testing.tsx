/** Renders mf-auth's pages for component tests: a memory router, a test session, fixtures of personal info. */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AuthHistoryInfo, Company, CurrentUser, PersonalInfo } from '@portal/core';
import { SessionProvider } from '@portal/ui';
import { createTestSession, type TestSession } from '@portal/ui/testing';
import { remote } from '../../routes';

const passed = { sts: 'SUCCESS' };

/** Personal info as `/auth/info` answers it, from the factors passed. */
export function personalInfo(sts: string | null, factors: string[], lastFailure: PersonalInfo['lastFailure'] = null): PersonalInfo {
  return {
    sts: sts ? { sts, subSts: null } : null,
    factors: Object.fromEntries(factors.map((factor) => [factor, passed])),
    idInfo: null,
    lastFailure,
  };
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export interface RenderAtOptions {
  /** Signed in as this user (mobile 13800000002 unless told). */
  user?: CurrentUser;
  /** The current company (null: none linked). */
  company?: Company | null;
  /** Sets the session up before the first render (what the server would answer). */
  prepare?: (session: TestSession) => void;
}

/** Renders the remote's routes at `path`, signed in, with the location shown in `data-testid="location"`. */
export function renderAt(path: string, { user = { username: 'Test User', mobile: '13800000002', mobileNo: '138****0002' }, company = null, prepare }: RenderAtOptions = {}) {
  const session = createTestSession({ user, company });
  prepare?.(session);
  const view = render(
    <SessionProvider session={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {remote.routes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
        </Routes>
        <Where />
      </MemoryRouter>
    </SessionProvider>,
  );
  return { ...view, session };
}

/**
 * Signed in as 13800000002; each refresh of the auth info reads `current()` (tests change what the
 * server would answer by changing what it returns).
 */
export function renderPerson(path: string, current: () => PersonalInfo, options: { history?: AuthHistoryInfo } = {}) {
  return renderAt(path, {
    prepare: (session) => {
      if (options.history) session.store.setHistory(options.history);
      session.refreshAuth.mockImplementation(async () => {
        session.store.setPersonalAuth(current());
      });
    },
  });
}
