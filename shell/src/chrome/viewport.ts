import { useEffect, useState, useSyncExternalStore } from 'react';
import { isMobileWidth, nextTopBarState, type TopBarState } from './rules';

function subscribeResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** True below the 1024 px breakpoint; follows resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeResize,
    () => isMobileWidth(window.innerWidth),
    () => false,
  );
}

function subscribeScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** The page's vertical scroll, updated on every scroll event. */
export function useScrollY(): number {
  return useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY,
    () => 0,
  );
}

/** The top bar's state as the page scrolls (rules.ts: fixed from 32, hides scrolling down past 220). */
export function useTopBarState(): TopBarState {
  const [state, setState] = useState<TopBarState>(() => nextTopBarState('static', 0, window.scrollY));
  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const previousY = lastY;
      setState((previous) => nextTopBarState(previous, previousY, y));
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return state;
}
