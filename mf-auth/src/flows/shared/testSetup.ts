import { configure } from '@testing-library/react';
import { clearFlows } from './flowState';
import { authQueryClient } from './query';

// The auth pages wait on antd forms and routed pages: a loaded 2-core machine needs more than 1 s per wait.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

// The remote's one query client and its flows' states outlive a test: no answer cached by one test is read by the next.
afterEach(() => {
  authQueryClient.clear();
  clearFlows();
});
