import { useEffect, useRef } from 'react';
import { messages } from '../i18n';
import { BACK_TO_TOP_STEP_MS, backToTopPositions, showsBackToTop } from './rules';
import { useScrollY } from './viewport';

/** Shows beyond 800 px of scroll; takes the page back up smoothly in about 500 ms. */
export function BackToTop() {
  const y = useScrollY();
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);

  if (!showsBackToTop(y)) return null;
  const scrollUp = () => {
    clearInterval(timer.current);
    const positions = backToTopPositions(window.scrollY);
    let step = 0;
    timer.current = setInterval(() => {
      window.scrollTo(0, positions[step]);
      step += 1;
      if (step >= positions.length) clearInterval(timer.current);
    }, BACK_TO_TOP_STEP_MS);
  };
  return (
    <button type="button" className="portal-float portal-float--top" aria-label={messages.chrome.backToTop} title={messages.chrome.backToTop} onClick={scrollUp}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 5l-7 7m7-7l7 7M12 5v14" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
      </svg>
    </button>
  );
}
