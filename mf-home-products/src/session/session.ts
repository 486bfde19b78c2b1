import { useEffect, useState } from 'react';
import { bus, getToken } from '@portal/core';

/** Signed in means a stored token (spec 001 section 6); follows the shell's session events. */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(() => Boolean(getToken()));
  useEffect(() => {
    const onChange = () => setSignedIn(Boolean(getToken()));
    bus.on('session:changed', onChange);
    return () => bus.off('session:changed', onChange);
  }, []);
  return signedIn;
}

/**
 * A product's or banner's entry button: signed out it asks the shell for the login dialog with
 * the entry's key; signed in it goes to the business centre. The full entry rules (authentication
 * checks, changes in progress, permission) belong to the business centre's jump.
 */
export function enterWith(key: string, navigate: (to: string) => void): void {
  if (!getToken()) {
    bus.emit('login:requested', { key });
    return;
  }
  navigate('/enterpriseCentre/index');
}
