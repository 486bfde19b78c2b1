import { useEffect, useState } from 'react';
import { bus, errorMessages } from '@portal/core';
import { LOADING_OVERLAY_DELAY_MS } from './rules';
import './chrome.css';

/**
 * The catalogue's loading text while a non-quiet call is in flight (spec 001 section 9): the visible reason why
 * Enter and Space do nothing meanwhile. It waits a moment, so fast calls never flash it, and it
 * lets pointer events through, so nothing on the page is covered for a click.
 */
export function LoadingOverlay() {
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onLoading = ({ count }: { count: number }) => setBusy(count > 0);
    bus.on('http:loading', onLoading);
    return () => bus.off('http:loading', onLoading);
  }, []);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setShown(true), LOADING_OVERLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);
  return (
    <div className="portal-loading" role="status" aria-live="polite" data-shown={shown}>
      {shown && (
        <div className="portal-loading__box">
          <span className="portal-loading__spinner" aria-hidden="true" />
          {errorMessages.loading}
        </div>
      )}
    </div>
  );
}
