/**
 * The kit's pre-rendered antd stylesheet. A no-op as written (tests, dev servers: antd builds its
 * styles at run time, so there is nothing to wait for); a production build replaces this file with
 * code that puts the sheet rendered by ./renderKitStyles.tsx in <head> before the other
 * stylesheets, once per document, a piece per task (./insertKitSheet.ts), and gives the promise of
 * it here (see @portal/build's kit-styles loader). KitProvider renders nothing before it resolves.
 */
export const kitStylesReady: Promise<void> | null = null;
