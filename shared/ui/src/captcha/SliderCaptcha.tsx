import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import {
  SLIDER_BLOCK_WIDTH,
  SLIDER_HEIGHT,
  SLIDER_SUCCESS_CLOSE_MS,
  SLIDER_WIDTH,
  isApiError,
  sessionApi,
  transition,
  type SliderChallenge,
  type SliderCheckResult,
  type SliderPass,
} from '@portal/core';
import { Modal } from '@portal/ui/kit/Modal';
import { captchaMachine, type CaptchaEvent, type CaptchaState } from './machine';
import { CAPTCHA_TEXTS } from '../i18n/zh-CN/captcha';
import './SliderCaptcha.css';

/** The two calls the slider makes; the portal's session calls by default. */
export interface SliderCaptchaApi {
  fetchSlider(): Promise<SliderChallenge>;
  checkSlider(token: string, x: number): Promise<SliderCheckResult>;
}

export interface SliderPuzzleProps {
  /** Called 1 s after a passed check, with the tokens the SMS send (or password login) needs. */
  onPass: (pass: SliderPass) => void;
  api?: SliderCaptchaApi;
  width?: number;
  height?: number;
  blockWidth?: number;
}

type Notice = { kind: 'error' | 'success'; text: string } | undefined;

const KEY_STEPS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 10, PageDown: -10 };

/**
 * A failed slider call's text: a dropped, reset or stalled connection and a rate limit say so in the
 * catalogue's words; another refusal of the fetch its server text, else the fallback.
 */
function failureText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.kind === 'network' || error.kind === 'timeout' || error.description.retryAfterSeconds !== undefined) return error.message;
  return fallback;
}

const clientXOf = (event: MouseEvent | TouchEvent): number => ('touches' in event ? (event.touches[0] ?? event.changedTouches[0]).clientX : event.clientX);

/**
 * The slide puzzle: a background with a gap and the matching piece, moved by dragging the handle
 * right (mouse or touch) or by the keyboard (the handle is a slider: arrows, Page Up/Down, Home,
 * End; Enter verifies). Releasing at 0 resets; otherwise the drag offset, scaled to the 310-wide
 * image, is checked. A wrong position says so and fetches a new puzzle.
 */
export function SliderPuzzle({ onPass, api = sessionApi, width = SLIDER_WIDTH, height = SLIDER_HEIGHT, blockWidth = SLIDER_BLOCK_WIDTH }: SliderPuzzleProps) {
  const [state, setState] = useState<CaptchaState>('loading');
  const [challenge, setChallenge] = useState<SliderChallenge>();
  const [offset, setOffset] = useState(0);
  const [notice, setNotice] = useState<Notice>();
  // The bar over the image is about the puzzle it covered: a fresh puzzle hides it (the live region keeps the words).
  const [noticeOnImage, setNoticeOnImage] = useState(true);
  const offsetRef = useRef(0);
  const imageRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const live = useRef(true);
  const max = width - blockWidth;

  const dispatch = useCallback((event: CaptchaEvent) => setState((current) => transition(captchaMachine, current, event)), []);
  const move = useCallback(
    (next: number) => {
      const clamped = Math.max(0, Math.min(max, Math.round(next)));
      offsetRef.current = clamped;
      setOffset(clamped);
    },
    [max],
  );

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  useEffect(() => {
    if (state !== 'loading') return;
    api.fetchSlider().then(
      (next) => {
        if (!live.current) return;
        setChallenge(next);
        move(0);
        setNoticeOnImage(false);
        dispatch('LOADED');
      },
      (error: unknown) => {
        if (!live.current) return;
        const serverText = isApiError(error) && error.kind === 'business' && error.description.retryAfterSeconds === undefined ? error.serverMessage : undefined;
        setNotice({ kind: 'error', text: serverText || failureText(error, CAPTCHA_TEXTS.fetchFailed) });
        setNoticeOnImage(true);
        dispatch('LOAD_FAILED');
      },
    );
  }, [state, api, dispatch, move]);

  useEffect(() => {
    if (state === 'ready') handleRef.current?.focus();
  }, [state]);

  const verify = useCallback(
    (at: number) => {
      if (state !== 'ready' || !challenge) return;
      if (at === 0) {
        move(0);
        return;
      }
      dispatch('VERIFY');
      // The check takes px of the 310-wide image; a narrower rendering is scaled up.
      const rendered = imageRef.current?.getBoundingClientRect().width || width;
      const x = Math.round((at * SLIDER_WIDTH) / rendered);
      const wrong = (text: string) => {
        if (!live.current) return;
        setNotice({ kind: 'error', text });
        setNoticeOnImage(true);
        dispatch('WRONG');
      };
      api.checkSlider(challenge.token, x).then(
        (result) => {
          if (!result.isSuccess || !result.secondToken) {
            wrong(CAPTCHA_TEXTS.wrong);
            return;
          }
          if (!live.current) return;
          setNotice({ kind: 'success', text: CAPTCHA_TEXTS.passed });
          setNoticeOnImage(true);
          dispatch('PASSED');
          const pass = { token: challenge.token, secondToken: result.secondToken };
          window.setTimeout(() => onPass(pass), SLIDER_SUCCESS_CLOSE_MS);
        },
        (error: unknown) => wrong(failureText(error, isApiError(error) ? error.message : CAPTCHA_TEXTS.wrong)),
      );
    },
    [state, challenge, api, dispatch, move, onPass, width],
  );

  const startDrag = (startX: number, touch: boolean) => {
    if (state !== 'ready') return;
    setNotice(undefined);
    const from = offsetRef.current;
    const onMove = (event: MouseEvent | TouchEvent) => {
      if (touch) event.preventDefault();
      move(from + clientXOf(event) - startX);
    };
    const onEnd = () => {
      document.removeEventListener(touch ? 'touchmove' : 'mousemove', onMove);
      document.removeEventListener(touch ? 'touchend' : 'mouseup', onEnd);
      verify(offsetRef.current);
    };
    document.addEventListener(touch ? 'touchmove' : 'mousemove', onMove, { passive: false });
    document.addEventListener(touch ? 'touchend' : 'mouseup', onEnd);
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (state !== 'ready') return;
    const step = KEY_STEPS[event.key];
    if (step !== undefined) move(offsetRef.current + step);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(max);
    else if (event.key === 'Enter') verify(offsetRef.current);
    else return;
    event.preventDefault();
    setNotice(undefined);
  };

  const busy = state !== 'ready';
  return (
    <div className="portal-captcha" style={{ width }}>
      <div className="portal-captcha__image" ref={imageRef} style={{ width, height }}>
        {challenge && (
          <>
            <img src={`data:image/png;base64,${challenge.originalImageBase64}`} alt={CAPTCHA_TEXTS.puzzleAlt} width={width} height={height} draggable={false} />
            <img
              className="portal-captcha__piece"
              src={`data:image/png;base64,${challenge.jigsawImageBase64}`}
              alt={CAPTCHA_TEXTS.pieceAlt}
              style={{ left: offset, width: blockWidth, height }}
              draggable={false}
            />
          </>
        )}
        {state === 'loading' && <div className="portal-captcha__loading">{CAPTCHA_TEXTS.loading}</div>}
        {notice && noticeOnImage && (
          <div className={`portal-captcha__notice portal-captcha__notice--${notice.kind}`} aria-hidden="true">
            {notice.text}
          </div>
        )}
        <button
          type="button"
          className="portal-captcha__refresh"
          onClick={() => {
            setNotice(undefined);
            dispatch('RELOAD');
          }}
          disabled={state === 'loading' || state === 'verifying' || state === 'passed'}
        >
          {CAPTCHA_TEXTS.refresh}
        </button>
      </div>
      <div className="portal-captcha__track" style={{ width }}>
        <div className="portal-captcha__fill" style={{ width: offset + blockWidth }} />
        {offset === 0 && <span className="portal-captcha__hint">{CAPTCHA_TEXTS.hint}</span>}
        <div
          ref={handleRef}
          role="slider"
          tabIndex={0}
          aria-label={CAPTCHA_TEXTS.sliderLabel}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={offset}
          aria-valuetext={CAPTCHA_TEXTS.sliderValue(offset)}
          aria-disabled={busy}
          className={`portal-captcha__handle${state === 'passed' ? ' portal-captcha__handle--passed' : ''}`}
          style={{ left: offset, width: blockWidth }}
          onMouseDown={(event) => {
            event.preventDefault();
            handleRef.current?.focus();
            startDrag(event.clientX, false);
          }}
          onTouchStart={(event) => startDrag(event.touches[0].clientX, true)}
          onKeyDown={onKeyDown}
        >
          <span aria-hidden="true">{state === 'passed' ? '✓' : '→'}</span>
        </div>
      </div>
      <div className="portal-captcha__live" aria-live="assertive" role="status">
        {notice?.text}
      </div>
    </div>
  );
}

export interface SliderCaptchaProps extends SliderPuzzleProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The slider in its own dialog, 310 wide; a fresh puzzle each time it opens. The dialog keeps its
 * closed content mounted, so each opening gets its own key: a passed (spent) puzzle never comes back.
 */
export function SliderCaptcha({ open, onClose, width = SLIDER_WIDTH, ...puzzle }: SliderCaptchaProps) {
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((n) => n + 1);
  }
  return (
    <Modal
      open={open}
      title={CAPTCHA_TEXTS.title}
      width={width}
      footer={null}
      centered
      mask={{ closable: false }}
      // The form moves focus on (to the SMS code); the button that opened the slider may be disabled by then.
      focusable={{ focusTriggerAfterClose: false }}
      onCancel={onClose}
      className="portal-captcha-dialog"
      styles={{ container: { padding: 0 }, header: { padding: '12px 16px', margin: 0 } }}
    >
      {open && <SliderPuzzle key={opening} width={width} {...puzzle} />}
    </Modal>
  );
}
