import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { PLAYBACK_RATES } from '@portal/core';
import { messages } from '../../i18n';
import type { IntroVideo } from '../products';
import { videoSize } from '../rules';
import './VideoDialog.css';

type Status = 'loading' | 'ready' | 'failed';

export interface VideoDialogProps {
  video: IntroVideo;
  onClose: () => void;
  /** Screen width the size rule reads; default `window.screen.width`. */
  screenWidth?: number;
  /** Whether the browser plays mp4 at all; default asks a video element. */
  supportsMp4?: boolean;
}

function browserPlaysMp4(): boolean {
  const probe = document.createElement('video');
  return typeof probe.canPlayType === 'function' && probe.canPlayType('video/mp4') !== '';
}

/**
 * An intro video in a dialog: poster, loading overlay, close icon, the four playback rates,
 * 1000 × 562 (1300 × 730.6 on a screen exactly 2560 wide), and a message when it cannot play.
 */
export function VideoDialog({ video, onClose, screenWidth = window.screen.width, supportsMp4 = browserPlaysMp4() }: VideoDialogProps) {
  const { video: texts } = messages.chrome;
  const ref = useRef<HTMLVideoElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [status, setStatus] = useState<Status>(supportsMp4 ? 'loading' : 'failed');
  const [rate, setRate] = useState(1);
  const size = videoSize(screenWidth);

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  useEffect(() => {
    if (ref.current) ref.current.playbackRate = rate;
  }, [rate, status]);

  // A load that fails at once did not always reach React 19's onError on a busy machine (the e2e
  // "a video that cannot play" stayed on 加载中 in 4 of 6 loaded runs; 6 of 6 pass with this): read
  // the element's own state once it is mounted, and listen on it directly too.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const fail = () => setStatus('failed');
    if (el.error || el.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) fail();
    el.addEventListener('error', fail);
    return () => el.removeEventListener('error', fail);
  }, []);

  return createPortal(
    <div className="portal-video" data-testid="video-dialog">
      <div className="portal-video__mask" onClick={onClose} aria-hidden="true" />
      <div
        className="portal-video__box"
        role="dialog"
        aria-modal="true"
        aria-label={video.title}
        style={{ width: `${size.width}px`, ['--video-height' as string]: `${size.height}px` }}
      >
        <button ref={closeRef} type="button" className="portal-video__close" aria-label={texts.close} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <div className="portal-video__frame">
          {status !== 'failed' && (
            <video
              ref={ref}
              className="portal-video__player"
              src={video.src}
              poster={video.poster}
              controls
              autoPlay
              playsInline
              onCanPlay={() => setStatus('ready')}
              onPlaying={() => setStatus('ready')}
              onWaiting={() => setStatus((s) => (s === 'failed' ? s : 'loading'))}
              onError={() => setStatus('failed')}
            />
          )}
          {status === 'loading' && (
            <div className="portal-video__overlay" role="status">
              <span className="portal-video__spinner" aria-hidden="true" />
              {texts.loading}
            </div>
          )}
          {status === 'failed' && (
            <div className="portal-video__overlay portal-video__overlay--failed" role="alert">
              {texts.unsupported}
            </div>
          )}
        </div>
        <div className="portal-video__bar">
          <span className="portal-video__title">{video.title}</span>
          <div className="portal-video__rates" role="group" aria-label={texts.rates}>
            {PLAYBACK_RATES.map((r) => (
              <button key={r} type="button" aria-pressed={r === rate} onClick={() => setRate(r)} disabled={status === 'failed'}>
                {texts.rate(r)}
              </button>
            ))}
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
