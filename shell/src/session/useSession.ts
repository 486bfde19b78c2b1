import { useSyncExternalStore } from 'react';
import type { DialogsState } from './controller';
import { useShellSession } from './ShellSession';

// The shell reads the session with the same hooks as the remotes.
export { useAuthView, useSession } from '@portal/ui';

/** Which session dialogs are open. */
export function useDialogs(): DialogsState {
  const { controller } = useShellSession().deps;
  return useSyncExternalStore(controller.subscribe, controller.getState);
}
