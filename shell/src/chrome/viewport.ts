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

// The page's scroll, kept by the scroll listener: reading window.scrollY makes the browser lay
// the page out first, and React reads a store's value on every render of its readers and after
// each commit, so reading it there laid the page out again and again while the first page was
// being built (about 190 ms on a throttled phone). A restored scroll fires a scroll event too.
let scrollY = 0;
const scrollListeners = new Set<() => void>();
const onWindowScroll = () => {
  scrollY = window.scrollY;
  for (const listener of scrollListeners) listener();
};

function subscribeScroll(onChange: () => void): () => void {
  if (scrollListeners.size === 0) {
    window.addEventListener('scroll', onWindowScroll, { passive: true });
    // Subscribing happens after the page is drawn: the one read that catches up with scrolls unseen.
    if (window.scrollY !== scrollY) queueMicrotask(onWindowScroll);
  }
  scrollListeners.add(onChange);
  return () => {
    scrollListeners.delete(onChange);
    if (scrollListeners.size === 0) window.removeEventListener('scroll', onWindowScroll);
  };
}

/** The page's vertical scroll, updated on every scroll event. */
export function useScrollY(): number {
  return useSyncExternalStore(
    subscribeScroll,
    () => scrollY,
    () => 0,
  );
}

/** The top bar's state as the page scrolls (rules.ts: fixed from 32, hides scrolling down past 220). */
export function useTopBarState(): TopBarState {
  const [state, setState] = useState<TopBarState>(() => nextTopBarState('static', 0, scrollY));
  useEffect(() => {
    // The same one window listener as useScrollY: each scroll is compared with the one before.
    let lastY = scrollY;
    return subscribeScroll(() => {
      const y = scrollY;
      const previousY = lastY;
      setState((previous) => nextTopBarState(previous, previousY, y));
      lastY = y;
    });
  }, []);
  return state;
}
