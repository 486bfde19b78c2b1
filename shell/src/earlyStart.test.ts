import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_VIEW_WAITS } from '@portal/ui';

// early.js is a plain script written into index.html: it cannot import the first-view module, so
// its limit is a copy of the module's named wait.
it("starts the shell at the latest after the first-view module's shellStartMs", () => {
  const early = readFileSync(path.join(__dirname, 'early.js'), 'utf8');
  expect(/var START_LIMIT_MS = (\d+);/.exec(early)?.[1]).toBe(String(FIRST_VIEW_WAITS.shellStartMs));
});
