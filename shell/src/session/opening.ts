import { createShellSession, type ShellSession } from './createShellSession';

let opened: ShellSession | undefined;

/**
 * The shell's one session, made as soon as a stored session is decrypted (src/index.ts), before
 * the UI's code and the shell's first render: the guard of the page the document opened on starts
 * its calls then (a signed-in page waits for the user info), and the first render takes this session.
 */
export function openSession(): ShellSession {
  if (!opened) {
    opened = createShellSession();
    opened.flows.startGuard();
  }
  return opened;
}
