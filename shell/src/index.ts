import { initialTitle } from './chrome/initialTitle';
import { discoverEarly } from './remotes/discovery';
import { nextTask } from '@portal/ui/first-view';
import { guardBoot } from './boot/guard';

// The tab names the page at once, not after the shell's chunks and its sliced first render.
document.title = initialTitle(window.location.pathname);

// Early discovery: remotes.json and the current page's remote start loading now, beside the
// shell's own chunks, not after them.
discoverEarly();

// Module Federation needs an async boundary before shared modules are used. (src/early.js has
// started this script once it asked for the page's remote files: see there.) The shared modules
// the first render needs run one per task (`nextTask` of @portal/ui's first-view module, taken by
// its own path: the barrel is a shared module, not usable before the boundary), not all in one
// long task with the shell's own code.
// A step that fails shows the failure page with its retry and is reported (src/boot/guard.ts).
void guardBoot(() =>
  nextTask()
    .then(() => import('react-dom/client'))
    .then(nextTask)
    .then(() => import('@portal/core'))
    // A stored session: its decryption (early.js preloaded it with the signed client) before the first render.
    .then(({ prepareSession }) => prepareSession())
    // Then the shell's session, whose router guard starts the opened page's calls (the user info a
    // signed-in page waits for) beside the code and the render still to come, not after them.
    .then(() => import(/* webpackChunkName: "bootstrap" */ './session/opening'))
    .then(({ openSession }) => openSession())
    .then(nextTask)
    .then(() => import('@portal/ui'))
    .then(nextTask)
    .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap')),
);
