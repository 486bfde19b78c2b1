import { ROUTES } from '@portal/core';
/**
 * The numeric rules of the chrome (spec 001 section 9), as pure functions so the components
 * only apply them and the tests can read them as tables.
 */

/** The device counts as mobile when the width is under this. */
export const MOBILE_BREAKPOINT = 1024;

export const isMobileWidth = (width: number): boolean => width < MOBILE_BREAKPOINT;

/** The top bar becomes fixed past this much scroll... */
export const TOP_BAR_FIXED_FROM = 32;
/** ...and hides when scrolling down past this, coming back when scrolling up. */
export const TOP_BAR_HIDE_FROM = 220;

/** static: in the flow at the top; fixed: pinned and visible; hidden: pinned and slid away. */
export type TopBarState = 'static' | 'fixed' | 'hidden';

export function nextTopBarState(previous: TopBarState, previousY: number, y: number): TopBarState {
  if (y <= TOP_BAR_FIXED_FROM) return 'static';
  if (y <= TOP_BAR_HIDE_FROM) return 'fixed';
  if (y > previousY) return 'hidden';
  if (y < previousY) return 'fixed';
  return previous === 'static' ? 'fixed' : previous;
}

/** Back-to-top: visibility height 400; it shows beyond twice that. */
export const BACK_TO_TOP_VISIBILITY_HEIGHT = 400;
export const BACK_TO_TOP_DURATION_MS = 500;
export const BACK_TO_TOP_STEP_MS = 16.7;

export const showsBackToTop = (y: number): boolean => y > BACK_TO_TOP_VISIBILITY_HEIGHT * 2;

/**
 * The scroll positions of the back-to-top animation, one per step, easing out to 0 over about
 * 500 ms (30 steps of 16.7 ms).
 */
export function backToTopPositions(from: number, durationMs = BACK_TO_TOP_DURATION_MS, stepMs = BACK_TO_TOP_STEP_MS): number[] {
  const steps = Math.max(1, Math.round(durationMs / stepMs));
  const positions: number[] = [];
  for (let i = 1; i <= steps; i += 1) {
    const t = i / steps;
    const eased = 1 - (1 - t) ** 3;
    positions.push(i === steps ? 0 : Math.round(from * (1 - eased)));
  }
  return positions;
}

export interface VideoSize {
  width: number;
  height: number;
}

/** 1000 × 562 by default; 1300 × 730.6 when the screen is exactly 2560 wide. */
export function videoSize(screenWidth: number): VideoSize {
  return screenWidth === 2560 ? { width: 1300, height: 730.6 } : { width: 1000, height: 562 };
}

/** The AI chat widget retries initialising its SDK this often until the SDK has loaded. */
export const CHAT_SDK_RETRY_MS = 500;
/** Longest question the chat widget takes. */
export const CHAT_INPUT_MAX = 50;

/** Auth pages where the consultation button is hidden. */
export const NO_CONSULT_PATHS: readonly string[] = [ROUTES.auth.enterprise.AuthUpload.path, ROUTES.auth.enterprise.AuthReject.path];

/** The global loading overlay waits this long, so a fast call never flashes it. */
export const LOADING_OVERLAY_DELAY_MS = 400;
/**
 * After this long with a call still in flight the overlay says so and offers to stop waiting: a
 * server that accepts and never answers would otherwise hold the spinner for the spec's 600000 ms.
 */
export const STILL_WAITING_MS = 15_000;
