import { discoverEarly } from './remotes/discovery';

// Early discovery: remotes.json and the current page's remote start loading now, beside the
// shell's own chunks, not after them.
discoverEarly();
// Module Federation needs an async boundary before shared modules are used.
import('./bootstrap');
