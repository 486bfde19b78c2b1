import { useEffect, useRef, useState } from 'react';
import { PLAYBACK_RATES } from '@portal/core';
import { treasury as t } from '../i18n/zh-CN/treasury';

/** Spec 001 section 9: the message for a video the browser cannot play. */
export const VIDEO_UNSUPPORTED = t.video.unsupported;

/** A video with the portal's playback rates; a file the browser cannot play says so. */
export function VideoPlayer({ src, title }: { src: string; title: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [rate, setRate] = useState<number>(1);
  const [failed, setFailed] = useState(false);
  // A new src is tried afresh: reset while rendering (React's pattern for state that follows a prop), not by an effect after it.
  const [triedSrc, setTriedSrc] = useState(src);
  if (triedSrc !== src) {
    setTriedSrc(src);
    setFailed(false);
  }

  useEffect(() => {
    if (video.current) video.current.playbackRate = rate;
  }, [rate]);

  if (failed) return <p role="alert" className="tr-view__message">{VIDEO_UNSUPPORTED}</p>;
  return (
    <div className="tr-video">
      <video ref={video} src={src} controls playsInline preload="metadata" aria-label={title} onError={() => setFailed(true)} />
      <div className="tr-video__rates" role="group" aria-label={t.video.rates}>
        {PLAYBACK_RATES.map((r) => (
          <button key={r} type="button" aria-pressed={r === rate} onClick={() => setRate(r)}>
            {r}x
          </button>
        ))}
      </div>
    </div>
  );
}
