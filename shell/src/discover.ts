// The shell's first script, a few hundred bytes before main.js: it starts the current page's
// remote (remotes.json, its manifest, entry and page chunks) while main.js is still downloading.
import { discoverFromPage } from './remotes/early';

discoverFromPage();
