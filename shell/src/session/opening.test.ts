import { sessionApi, sessionStore } from '@portal/core';
import { openSession } from './opening';

describe('openSession (the shell session src/index.ts makes before the first render)', () => {
  it("is made once, and has run the opened page's guard already: the first render takes the same session", () => {
    window.history.replaceState(null, '', '/cWeb/home/index?from=start');
    const fetchUser = jest.spyOn(sessionApi, 'fetchUser');
    const session = openSession();
    // No stored session: the guard cleared what was left, called nothing and let the page go on.
    expect(session.flows.guard.settled()).toBe('/home/index?from=start');
    expect(sessionStore.getState().token).toBeUndefined();
    expect(fetchUser).not.toHaveBeenCalled();
    expect(openSession()).toBe(session);
  });
});
