/** The slider captcha's own steps as a transition table (see @portal/core `transition`). */
import type { TransitionTable } from '@portal/core';

/**
 * loading -> ready -> verifying -> passed (closes after 1 s) or wrong (a new puzzle is fetched);
 * a failed fetch waits for a retry. Releasing at 0 never leaves 'ready'.
 */
export type CaptchaState = 'loading' | 'loadFailed' | 'ready' | 'verifying' | 'passed';
export type CaptchaEvent = 'LOADED' | 'LOAD_FAILED' | 'RELOAD' | 'VERIFY' | 'PASSED' | 'WRONG';

export const captchaMachine: TransitionTable<CaptchaState, CaptchaEvent> = {
  loading: { LOADED: 'ready', LOAD_FAILED: 'loadFailed' },
  loadFailed: { RELOAD: 'loading' },
  ready: { VERIFY: 'verifying', RELOAD: 'loading' },
  verifying: { PASSED: 'passed', WRONG: 'loading' },
  passed: {},
};
