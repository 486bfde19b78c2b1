import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '@portal/ui/first-view';

/** The shared modules whose first load is spread out: the kit's parts (`@portal/ui/kit/<Part>`). */
const KIT_PART = /^@portal\/ui\/kit\/./;

/**
 * A federation runtime plugin: the first load of each kit part starts in a task of its own.
 *
 * A remote's page chunk consumes a dozen or more kit parts, and webpack asks for all of them in
 * one go, from the task that imports the chunk: each part's scripts and stylesheets are created
 * and appended there, one after another (the contract list's first view: about 25 scripts and
 * 12 stylesheets, one task of 35-60 ms on this machine, four times that on a throttled phone).
 * With this plugin each part's request waits for the next task, so that work is cut into a task
 * per part and the browser can paint and answer input in between. The files are requested a few
 * milliseconds later at most; a part a remote asks for again is not delayed (one the shell loaded
 * for itself waits one task, and takes what the shell has). Each part's code then runs in the task
 * its files arrived in, not with all the others at the end.
 */
export function kitLoadsPerTask(schedule: () => Promise<void> = nextTask): ModuleFederationRuntimePlugin {
  const asked = new Set<string>();
  return {
    name: 'portal-kit-loads-per-task',
    beforeLoadShare(args) {
      if (!KIT_PART.test(args.pkgName) || asked.has(args.pkgName)) return args;
      asked.add(args.pkgName);
      return schedule().then(() => args);
    },
    // A part's code runs as soon as its files are in, in the task they arrived in. Otherwise every
    // part of a page runs at once, in the one task where the last file arrives and the page's chunk
    // asks for them all (the contract list: 45 ms on this machine). A module runs once (webpack's
    // module cache): a later call, and the page's import, get the same exports. A part that throws
    // fails its load, as its import would.
    afterLoadShare({ pkgName, selectedShared }) {
      const factory = selectedShared?.lib;
      if (KIT_PART.test(pkgName) && typeof factory === 'function') factory();
    },
  };
}

/**
 * Applies it to every federation instance created from now on: the remotes', whose page chunks
 * consume the parts (each remote's entry creates its instance when the shell loads it).
 */
export function spreadKitLoads(): void {
  registerGlobalPlugins([kitLoadsPerTask()]);
}
