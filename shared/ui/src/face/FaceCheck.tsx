import { useCallback, useEffect, useRef, useState } from 'react';
// From antd itself: this piece is part of the kit, and the kit importing itself would deadlock Module Federation's sharing.
import { Button, Spin } from 'antd';
import { FACE_TEXTS } from '../i18n/zh-CN/face';
import './FaceCheck.css';

/** A short-lived link to the face check on a phone. */
export interface FaceLink {
  faceId: string;
  url: string;
  /** When the link stops working, ms since the epoch. */
  expiresAt: number;
}

export type FaceOutcome = { status: 'SUCCESS' } | { status: 'FAILING'; reason?: string };
export type FaceResult = FaceOutcome | { status: 'PENDING' } | { status: 'EXPIRED' };

export interface FaceCheckProps {
  /** Asks for a new face link. */
  start: () => Promise<FaceLink>;
  /** Reads the check's result; FaceCheck polls it every `pollMs`. Left out when the caller polls and passes `polled`. */
  check?: (faceId: string) => Promise<FaceResult>;
  /** The latest result the caller polled (a query's refetchInterval), for the link of that faceId. */
  polled?: { faceId: string; result: FaceResult };
  /** The check finished, passed or failed (polling stops). */
  onResult: (outcome: FaceOutcome) => void;
  pollMs?: number;
  now?: () => number;
}

type View = { kind: 'starting' } | { kind: 'failed' } | { kind: 'waiting'; link: FaceLink; qr?: string } | { kind: 'expired' } | { kind: 'done' };

const secondsLeft = (link: FaceLink, now: number): number => Math.max(0, Math.ceil((link.expiresAt - now) / 1000));

/**
 * The face check done on a phone: a scannable QR code of the face link, polling for the result,
 * expiry with a refresh, and "finish on this device" opening the same link in a new tab for desktop webcams.
 */
export function FaceCheck({ start, check, polled, onResult, pollMs = 2000, now = Date.now }: FaceCheckProps) {
  const [view, setView] = useState<View>({ kind: 'starting' });
  const [clock, setClock] = useState(now);
  const generation = useRef(0);
  const resultRef = useRef(onResult);
  resultRef.current = onResult;

  const begin = useCallback(async () => {
    const mine = (generation.current += 1);
    setView({ kind: 'starting' });
    try {
      const link = await start();
      if (generation.current !== mine) return;
      setView({ kind: 'waiting', link });
      setClock(now());
      // The QR library loads with the first face check, not with the kit.
      const { toDataURL } = await import('qrcode');
      const qr = await toDataURL(link.url, { margin: 1, width: 220, errorCorrectionLevel: 'M' });
      if (generation.current === mine) setView({ kind: 'waiting', link, qr });
    } catch {
      if (generation.current === mine) setView({ kind: 'failed' });
    }
  }, [start, now]);

  useEffect(() => {
    void begin();
    return () => {
      generation.current += 1;
    };
  }, [begin]);

  const link = view.kind === 'waiting' ? view.link : undefined;

  const settle = useCallback((result: FaceResult) => {
    if (result.status === 'EXPIRED') setView({ kind: 'expired' });
    else if (result.status !== 'PENDING') {
      generation.current += 1;
      setView({ kind: 'done' });
      resultRef.current(result);
    }
  }, []);

  useEffect(() => {
    if (!link) return undefined;
    const mine = generation.current;
    let inFlight = false;
    const expired = () => {
      if (now() < link.expiresAt) return false;
      setView({ kind: 'expired' });
      return true;
    };
    // Polled by the caller: the clock also watches the link's expiry.
    const tick = () => {
      setClock(now());
      if (!check) expired();
    };
    const poll = async () => {
      if (inFlight || !check || expired()) return;
      inFlight = true;
      try {
        const result = await check(link.faceId);
        if (generation.current === mine) settle(result);
      } catch {
        // A failed poll is retried at the next tick; the link's expiry still bounds the wait.
      } finally {
        inFlight = false;
      }
    };
    const clockTimer = setInterval(tick, 1000);
    const pollTimer = check ? setInterval(() => void poll(), pollMs) : undefined;
    return () => {
      clearInterval(clockTimer);
      clearInterval(pollTimer);
    };
  }, [link, check, pollMs, now, settle]);

  useEffect(() => {
    if (link && polled?.faceId === link.faceId) settle(polled.result);
  }, [link, polled, settle]);

  return (
    <section className="portal-face" aria-label={FACE_TEXTS.title}>
      {view.kind === 'starting' && (
        <div className="portal-face__qr portal-face__qr--empty">
          <Spin />
          <span>{FACE_TEXTS.preparing}</span>
        </div>
      )}
      {view.kind === 'failed' && (
        <div className="portal-face__qr portal-face__qr--empty">
          <p role="alert">{FACE_TEXTS.startFailed}</p>
          <Button onClick={() => void begin()}>{FACE_TEXTS.retry}</Button>
        </div>
      )}
      {view.kind === 'expired' && (
        <div className="portal-face__qr portal-face__qr--empty">
          <p role="alert">{FACE_TEXTS.expired}</p>
          <Button type="primary" onClick={() => void begin()}>
            {FACE_TEXTS.refresh}
          </Button>
        </div>
      )}
      {view.kind === 'done' && (
        <div className="portal-face__qr portal-face__qr--empty" role="status">
          <Spin />
          <span>{FACE_TEXTS.finished}</span>
        </div>
      )}
      {view.kind === 'waiting' && (
        <>
          <div className="portal-face__qr">
            {view.qr ? <img src={view.qr} alt={FACE_TEXTS.qrAlt} width={220} height={220} data-face-url={view.link.url} /> : <Spin />}
          </div>
          <p className="portal-face__lead">{FACE_TEXTS.scan}</p>
          <p className="portal-face__status" aria-live="polite">
            {FACE_TEXTS.waiting} {FACE_TEXTS.expiresIn(secondsLeft(view.link, clock))}
          </p>
          <div className="portal-face__local">
            <Button onClick={() => window.open(view.link.url, '_blank', 'noopener')}>{FACE_TEXTS.onThisDevice}</Button>
            <span>{FACE_TEXTS.onThisDeviceHint}</span>
          </div>
        </>
      )}
    </section>
  );
}
