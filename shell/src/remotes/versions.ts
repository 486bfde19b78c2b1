// Which version of each remote this page view loads: its current one unless that is outside the
// contract the shell runs, or failed; then its previous one (see chooseVersion in @portal/core).
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { chooseVersion, type Contract, type RemoteDescriptor, type VersionChoice } from '@portal/core/routing';
import { noteChoice, noteError } from '../telemetry/diagnostics';

declare const __PORTAL_CONTRACT__: Contract | undefined;

/** The versions of the shared contract this shell runs (written by its build). */
export const RUNNING_CONTRACT: Contract = typeof __PORTAL_CONTRACT__ === 'undefined' ? {} : __PORTAL_CONTRACT__;

const choices = new Map<string, VersionChoice>();

/** The version to register for a remote when remotes.json arrives (and again on a retry). */
export function initialChoice(remote: RemoteDescriptor, running: Contract = RUNNING_CONTRACT): VersionChoice {
  const choice = chooseVersion(remote, running);
  choices.set(remote.name, choice);
  if (choice.use === 'none') noteError(remote.name, `${choice.reason.kind}: ${choice.reason.detail}`, remote.version);
  else noteChoice(remote.name, choice, remote.version);
  return choice;
}

/** The version this page view uses for a remote now. */
export function choiceOf(remote: RemoteDescriptor): VersionChoice {
  return choices.get(remote.name) ?? initialChoice(remote);
}

/** The entry the runtime has for a remote (its previous version's after a fallback). */
export function chosenEntry(remote: RemoteDescriptor): string {
  const choice = choices.get(remote.name);
  return choice && choice.use !== 'none' ? choice.entry : remote.entry;
}

/**
 * The version in use failed (`detail`: 404, 500, timeout, an exception while mounting): the
 * previous version is registered in its place when there is a usable one. Answers the new choice.
 */
export function fallBack(remote: RemoteDescriptor, detail: string, running: Contract = RUNNING_CONTRACT): VersionChoice {
  const before = choiceOf(remote);
  const on = before.use === 'previous' ? 'previous' : 'current';
  noteError(remote.name, detail, before.use === 'none' ? remote.version : before.version);
  const choice = before.use === 'none' ? before : chooseVersion(remote, running, { on, detail });
  choices.set(remote.name, choice);
  if (choice.use === 'previous') {
    registerRemotes([{ name: remote.name, entry: new URL(choice.entry, window.location.href).href }], { force: true });
    noteChoice(remote.name, choice, remote.version);
  }
  return choice;
}
