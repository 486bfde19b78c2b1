import { useSyncExternalStore } from 'react';
import { sessionStore, type AuthView, type SessionState } from '@portal/core';
import { sessionController, type DialogsState } from './controller';

/** The session store's state, re-rendering on every change. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);
}

/** The derived status (labels, red dot); recomputed with the store. */
export function useAuthView(): AuthView {
  useSession();
  return sessionStore.authView();
}

/** Which session dialogs are open. */
export function useDialogs(): DialogsState {
  return useSyncExternalStore(sessionController.subscribe, sessionController.getState);
}
