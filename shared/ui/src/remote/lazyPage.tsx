import { BASE_PATH } from '@portal/core';
import { Suspense, isValidElement, startTransition, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { matchRoutes } from 'react-router-dom';
import { belowHeadingDrawn, noteBelowHeadingDrawn, usePagePainted } from '../kit-warm/pagePainted';

/** A page whose code loads on first use; `preload` starts (or joins) that load. */
export interface LazyPage<P extends object> {
  (props: P): ReactNode;
  preload: () => Promise<void>;
  /** `preload`, and the code of what the page draws below its heading (a prefetch: the click after it draws all at once). */
  prefetch: () => Promise<void>;
  /** `preload`, and the lazy parts that draw its heading for a route's `params` (the `heading` option): the page being opened. */
  preloadFor: (params: RouteParams) => Promise<void>;
}

/** A matched route's parameters (react-router's `params`). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface LazyPageOptions {
  /** What the page draws below its heading, loaded when it renders (its heading does not wait) or on a prefetch. */
  below?: readonly { preload: () => Promise<void> }[];
  /**
   * The lazy parts that draw the page's heading for a route's parameters, where the page is a
   * router of its own (a wizard's `:step`): loaded with the page when the route is opened, not once
   * the page's code has run and rendered them.
   */
  heading?: (params: RouteParams) => readonly { preload: () => Promise<void> }[];
}

/**
 * A remote's page in a chunk of its own: the first view of one page does not fetch the code and
 * kit parts of the remote's other pages. Unlike React.lazy, a page preloaded before it renders
 * (the parcel's mount, the shell's prefetch) renders at once, without suspending.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, { below = [], heading }: LazyPageOptions = {}): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed chunk is asked for again on the next try (the retry, the next visit).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function Page(props: P) {
    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    // Suspends to the nearest boundary; a failed load reaches the remote's error boundary.
    throw preload();
  }
  Page.preload = preload;
  Page.prefetch = () => Promise.all([preload(), ...below.map((part) => part.preload())]).then(() => undefined);
  Page.preloadFor = (params: RouteParams) => Promise.all([preload(), ...(heading?.(params) ?? []).map((part) => part.preload())]).then(() => undefined);
  return Page;
}

/**
 * Once the page has loaded, a second has passed and the browser is idle (at the latest 5 s later):
 * after the page's own requests and work, so a first view never waits for it.
 */
function whenIdleAfterLoad(run: () => void): () => void {
  const win = window as Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };
  let timer: number | undefined;
  let idle: number | undefined;
  const schedule = () => {
    timer = window.setTimeout(() => {
      if (win.requestIdleCallback) idle = win.requestIdleCallback(run, { timeout: 5000 });
      else run();
    }, 1000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.clearTimeout(timer);
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
    window.removeEventListener('load', schedule);
  };
}

/**
 * A dialog whose code (and kit parts: form, inputs, selects) loads when the browser is idle after
 * the page has loaded, or when it first opens, whichever comes first: the page's first view does
 * not wait for it. Closed and not yet loaded, it draws nothing, as a closed dialog does; opening
 * it before its code is in shows it once the code arrives (its own boundary: the page stays).
 */
export function lazyDialog<P extends { open?: boolean }>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  const Inner = lazyPage(load);
  function Dialog(props: P) {
    const [opened, setOpened] = useState(false);
    if (props.open && !opened) setOpened(true);
    useEffect(() => whenIdleAfterLoad(() => void Inner.preload().catch(() => undefined)), []);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Inner {...props} />
      </Suspense>
    );
  }
  Dialog.preload = Inner.preload;
  Dialog.prefetch = Inner.preload;
  Dialog.preloadFor = Inner.preload;
  return Dialog;
}

export interface BelowHeadingProps {
  children: ReactNode;
  /** Drawn until the part below is in (plain markup in its place); nothing by default. */
  fallback?: ReactNode;
  /** Lazy parts the part below renders inside its own code (a route's page in a routes chunk): asked for with it, not once it has run. */
  parts?: readonly { preload: () => Promise<void> }[];
}

/**
 * What a page draws below its heading, in the document's first view: rendered once the heading
 * has painted (the browser's report of the page's largest paint, `usePagePainted`, then the task
 * after the next frame), so its code and kit parts are requested after the heading is on screen,
 * not beside what it waits for. Meanwhile `fallback` is drawn (nothing by default; the
 * room is the page's to keep), and stays, the same nodes, until the part is in: that render is a
 * transition, sliced, which keeps what is on screen until it can draw the part whole. Later pages
 * draw it at once.
 */
export function BelowHeading({ children, fallback = null, parts = [] }: BelowHeadingProps) {
  const [painted, setPainted] = useState(belowHeadingDrawn);
  // Not a frame that may come before the heading's paint is on screen: the browser's report of it.
  const largestPainted = usePagePainted();
  const below = useRef({ children, parts });
  below.current = { children, parts };
  useEffect(() => {
    // Every lazy part below is asked for at once: a part nested in another (the frame's kit, then
    // the page's form in it) is not left to wait until the outer one's code has run.
    const loadAll = () => {
      const { children: tree, parts: more } = below.current;
      for (const preload of [...lazyPagesIn(tree, 'preload'), ...more.map((part) => part.preload)]) void preload().catch(() => undefined);
    };
    if (painted) {
      loadAll();
      return undefined;
    }
    if (!largestPainted) return undefined;
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        noteBelowHeadingDrawn();
        loadAll();
        startTransition(() => setPainted(true));
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [painted, largestPainted]);
  return <Suspense fallback={fallback}>{painted ? children : fallback}</Suspense>;
}

const preloadOf = (type: unknown, key: 'preload' | 'prefetch'): (() => Promise<void>) | undefined => {
  const fn = (type as Record<string, unknown> | null)?.[key];
  return typeof fn === 'function' ? (fn as () => Promise<void>) : undefined;
};

/**
 * The lazy pages in an element tree (the element and its children, at any depth). With a route's
 * `params`, a page's `preload` also loads the parts that draw its heading for them (`preloadFor`).
 */
function lazyPagesIn(node: ReactNode, key: 'preload' | 'prefetch', found: (() => Promise<void>)[] = [], params?: RouteParams): (() => Promise<void>)[] {
  if (Array.isArray(node)) {
    for (const child of node) lazyPagesIn(child as ReactNode, key, found, params);
  } else if (isValidElement(node)) {
    const preload = preloadOf(node.type, key);
    if (preload) found.push(preload);
    const preloadFor = (node.type as Partial<LazyPage<object>> | null)?.preloadFor;
    if (preload && params && typeof preloadFor === 'function') found.push(() => preloadFor(params));
    lazyPagesIn((node.props as { children?: ReactNode }).children, key, found, params);
  }
  return found;
}

/**
 * Loads the code of the lazy pages the route matching `pathname` (under BASE_PATH) renders, with
 * the parts that draw their headings for its parameters; resolves when they are in (never rejects:
 * a failure shows when the page renders). `prefetch`: what they draw below their headings too (a
 * mount leaves that to the page's render, after its heading).
 */
export function preloadRoute(routes: readonly { path: string; element: ReactNode }[], pathname: string, { prefetch = false } = {}): Promise<void> {
  const matches = matchRoutes(
    routes.map((r) => ({ path: r.path, element: r.element })),
    pathname,
    BASE_PATH,
  );
  const match = matches?.[matches.length - 1];
  return Promise.all(lazyPagesIn(match?.route.element, prefetch ? 'prefetch' : 'preload', [], match?.params ?? {}).map((preload) => preload().catch(() => undefined))).then(() => undefined);
}
