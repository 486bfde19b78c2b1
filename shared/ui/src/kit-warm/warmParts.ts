import { loadShare } from '@module-federation/enhanced/runtime';
import { nextTask } from './nextTask';

/** The federation runtime's `loadShare`: the shared module's files, and a factory that runs it. */
export type ShareLoader = (shareKey: string) => Promise<false | (() => unknown)>;

const KIT = '@portal/ui/kit';

/**
 * antd's common base as kit parts, to name first (locale, config, the kit's provider): run first,
 * it runs in three steps, and no component's part carries it.
 */
export const KIT_BASE_PARTS = ['zhCN', 'ConfigProvider', 'KitProvider'] as const;

/**
 * Loads the kit parts a page renders together, then runs them one per task, in the order given;
 * resolves when all have run. A lazy page imports its own module after this:
 * `lazy(() => warmParts([...KIT_BASE_PARTS, 'Form']).then(() => import('./Page')))`.
 *
 * A page's `import()` runs every module it needs (antd's config, theme, form, modal, tabs...) in
 * one task when the last of its files arrives; the kit's largest file arrives last and gathers
 * them all: on a phone a single block of several hundred milliseconds, the page frozen. Loaded
 * here, each part's files come in beside the others (the federation runtime fetches them
 * without running them); each part then runs in a task of its own, the browser free between them,
 * and the page's import finds them ready. The first part to run takes its share of antd's common
 * base with it: name the base first (KIT_BASE_PARTS).
 *
 * A part that cannot be loaded is left to the page: its own import fails on it and shows the
 * page's error. Outside Module Federation (unit tests) nothing is shared and this only resolves.
 */
export async function warmParts(parts: readonly string[], load: ShareLoader = loadShare): Promise<void> {
  const factories: Promise<false | (() => unknown)>[] = [];
  for (const part of parts) {
    // One part's script tags per task too: thirty of them at once are a block of their own.
    factories.push(Promise.resolve().then(() => load(`${KIT}/${part}`)).catch(() => false as const));
    await nextTask();
  }
  for (const factory of factories) {
    const run = await factory;
    await nextTask();
    if (typeof run !== 'function') continue;
    try {
      run();
    } catch {
      // The page's import runs it again and reports the failure where the page is.
    }
  }
}
