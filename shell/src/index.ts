import { initialTitle } from './chrome/initialTitle';
import { discoverEarly } from './remotes/discovery';

// The tab names the page at once, not after the shell's chunks and its sliced first render.
document.title = initialTitle(window.location.pathname);

// Early discovery: remotes.json and the current page's remote start loading now, beside the
// shell's own chunks, not after them.
discoverEarly();
// Module Federation needs an async boundary before shared modules are used. (public/early.js has
// started this script once it asked for the page's remote files: see there.)
void import('./bootstrap');
