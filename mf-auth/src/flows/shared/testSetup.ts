import { clearFlows } from './flowState';
import { authQueryClient } from './query';

// How long findBy/waitFor and a test wait comes from the preset (shared/build/jest/waits.cjs).

// The remote's one query client and its flows' states outlive a test: no answer cached by one test is read by the next.
afterEach(() => {
  authQueryClient.clear();
  clearFlows();
});
