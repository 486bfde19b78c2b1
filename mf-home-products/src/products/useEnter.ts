import { useCallback } from 'react';
import { useRequestLogin, useSignedIn } from '@portal/ui';

/**
 * A product's or banner's entry button: signed out it asks the shell for the login dialog with
 * the entry's key; signed in it goes on (`go`). The full entry rules (authentication checks,
 * changes in progress, permission) belong to the business centre's jump.
 */
export function useEnter(): (key: string, go: () => void) => void {
  const signedIn = useSignedIn();
  const requestLogin = useRequestLogin();
  return useCallback(
    (key: string, go: () => void) => {
      if (signedIn) go();
      else void requestLogin({ key });
    },
    [signedIn, requestLogin],
  );
}
