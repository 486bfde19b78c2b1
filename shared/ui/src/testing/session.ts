/** A session for component tests: its own in-memory store and bus, and the shell requests as jest mocks. */
import {
  createBus,
  createMemoryStore,
  createSecureStorage,
  createSessionStore,
  type Company,
  type CurrentUser,
  type LoginOutcome,
  type LoginRequest,
  type PersonalAuthInfo,
} from '@portal/core';
import type { PortalSession } from '../session-hooks';

export interface TestSessionOptions {
  /** Signed in as this user (signed out when absent). */
  user?: CurrentUser;
  /** The current company (null: none linked). */
  company?: Company | null;
  personalAuth?: PersonalAuthInfo;
  /** What the login dialog ends with; the store signs in `user` first when it succeeds. */
  loginOutcome?: LoginOutcome;
}

export interface TestSession extends PortalSession {
  requestLogin: jest.Mock<Promise<LoginOutcome>, [LoginRequest?]>;
  refreshAuth: jest.Mock<Promise<void>, []>;
}

export function createTestSession({ user, company, personalAuth, loginOutcome = 'cancelled' }: TestSessionOptions = {}): TestSession {
  const storage = createSecureStorage({ local: createMemoryStore(), session: createMemoryStore() });
  const store = createSessionStore({ storage, bus: createBus() });
  const signIn = (who: CurrentUser) => {
    store.signIn('test-token');
    store.setUser(who);
    if (company !== undefined) store.setCurrentCompany(company);
    if (personalAuth) store.setPersonalAuth(personalAuth);
  };
  if (user) signIn(user);
  return {
    store,
    requestLogin: jest.fn(async () => {
      if (loginOutcome === 'succeeded') signIn(user ?? { username: '测试用户', mobile: '13800000000' });
      return loginOutcome;
    }),
    refreshAuth: jest.fn(async () => undefined),
  };
}
