import { useEffect, useState } from 'react';
import { bus, cancelWaitingCalls, errorMessages } from '@portal/core';
import { messages } from '../i18n';
import { LOADING_OVERLAY_DELAY_MS, STILL_WAITING_MS } from './rules';
import './chrome.css';

/**
 * The catalogue's loading text while a non-quiet call is in flight (spec 001 section 9): the visible reason why
 * Enter and Space do nothing meanwhile. It waits a moment, so fast calls never flash it, and it
 * lets pointer events through, so nothing on the page is covered for a click. A call still in
 * flight after STILL_WAITING_MS turns it into a word that the server has not answered yet, with a
 * button that stops waiting (the calls end as timed out, and each page shows its failure).
 */
export function LoadingOverlay() {
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(false);
  const [still, setStill] = useState(false);
  useEffect(() => {
    const onLoading = ({ count }: { count: number }) => setBusy(count > 0);
    bus.on('http:loading', onLoading);
    return () => bus.off('http:loading', onLoading);
  }, []);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      setStill(false);
      return undefined;
    }
    const timers = [window.setTimeout(() => setShown(true), LOADING_OVERLAY_DELAY_MS), window.setTimeout(() => setStill(true), STILL_WAITING_MS)];
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [busy]);
  return (
    <div className="portal-loading" role="status" aria-live="polite" data-shown={shown}>
      {shown && (
        <div className={`portal-loading__box${still ? ' portal-loading__box--still' : ''}`}>
          <span className="portal-loading__spinner" aria-hidden="true" />
          {still ? messages.chrome.stillWaiting : errorMessages.loading}
          {still && (
            <button type="button" className="portal-loading__cancel" onClick={cancelWaitingCalls}>
              {messages.chrome.cancelWaiting}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
