/**
 * The kit's pre-rendered antd stylesheet. This file is a no-op as written (tests, dev servers:
 * antd builds its styles at run time); a production build replaces it with code that puts the
 * sheet rendered by ./renderKitStyles.tsx in <head> before the other stylesheets, once per document, before any
 * kit component renders (see @portal/build's kit-styles loader).
 */
export {};
