import { BASE_PATH } from '@portal/core';
import { Suspense, isValidElement, startTransition, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { matchRoutes } from 'react-router-dom';
import { after, belowHeadingDrawn, noteBelowHeadingDrawn } from '../first-view/firstView';
import { useFirstView } from '../first-view/useFirstView';

/** Code a route loads before (or beside) its render: a lazy page, a lazy part, a call's prefetch. */
export interface PagePart {
  preload: () => Promise<void>;
}

/** A page whose code loads on first use; `preload` starts (or joins) that load. */
export interface LazyPage<P extends object> extends PagePart {
  (props: P): ReactNode;
}

/** A matched route's parameters (react-router's `params`). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * A remote's route, its page's parts declared as data (not found by walking its element): the
 * parcel's mount and the shell's prefetch load them from here, whatever providers or frames the
 * element wraps the page in.
 */
export interface PageRoute {
  /** Absolute path below /cWeb, e.g. `/helpCenter/loginRegister`; may end in `/*`. */
  path: string;
  /** What the route renders: the page, in its frame and providers. */
  element: ReactNode;
  /** The page's own code (a lazy page): loaded before the route's first render. */
  page?: PagePart;
  /**
   * What its heading needs besides the page's code, loaded with it when the route is opened: a
   * provider around the page that is lazy too, a call of its largest text, or, for a page that is
   * a router of its own (a wizard's `:step`), the parts that draw the heading for the route's params.
   */
  heading?: readonly PagePart[] | ((params: RouteParams) => readonly PagePart[]);
  /** What the page draws below its heading: loaded when it renders (its heading does not wait) or with a prefetch of the route. */
  below?: readonly PagePart[];
}

/**
 * A remote's page in a chunk of its own: the first view of one page does not fetch the code and
 * kit parts of the remote's other pages. Unlike React.lazy, a page preloaded before it renders
 * (the parcel's mount, the shell's prefetch: the route's `page`) renders at once, without suspending.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
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
  return Page;
}

/**
 * A dialog whose code (and kit parts: form, inputs, selects) loads at the first view's `idle`
 * moment, or when it first opens, whichever comes first: the page's first view does
 * not wait for it. Closed and not yet loaded, it draws nothing, as a closed dialog does; opening
 * it before its code is in shows it once the code arrives (its own boundary: the page stays).
 */
export function lazyDialog<P extends { open?: boolean }>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  const Inner = lazyPage(load);
  function Dialog(props: P) {
    const [opened, setOpened] = useState(false);
    if (props.open && !opened) setOpened(true);
    useEffect(() => after('idle', () => void Inner.preload().catch(() => undefined)), []);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Inner {...props} />
      </Suspense>
    );
  }
  Dialog.preload = Inner.preload;
  return Dialog;
}

export interface BelowHeadingProps {
  children: ReactNode;
  /** Drawn until the part below is in (plain markup in its place); nothing by default. */
  fallback?: ReactNode;
  /** Lazy parts the part below renders inside its own code (a route's page in a routes chunk): asked for with it, not once it has run. */
  parts?: readonly PagePart[];
}

/**
 * What a page draws below its heading, in the document's first view: rendered once the heading
 * has painted (the first view's `heading` moment: the browser's report of the page's largest paint, then the task
 * after the next frame), so its code and kit parts are requested after the heading is on screen,
 * not beside what it waits for. Meanwhile `fallback` is drawn (nothing by default; the
 * room is the page's to keep), and stays, the same nodes, until the part is in: that render is a
 * transition, sliced, which keeps what is on screen until it can draw the part whole. Later pages
 * draw it at once.
 */
export function BelowHeading({ children, fallback = null, parts = [] }: BelowHeadingProps) {
  const [painted, setPainted] = useState(belowHeadingDrawn);
  // Not a frame that may come before the heading's paint is on screen: the browser's report of it.
  const largestPainted = useFirstView('heading');
  const below = useRef({ children, parts });
  below.current = { children, parts };
  useEffect(() => {
    // Every lazy part below is asked for at once: a part nested in another (the frame's kit, then
    // the page's form in it) is not left to wait until the outer one's code has run.
    const loadAll = () => {
      const { children: tree, parts: more } = below.current;
      for (const part of [...lazyPartsIn(tree), ...more]) void part.preload().catch(() => undefined);
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

/**
 * The lazy parts in what `BelowHeading` draws (the element and its children, at any depth), so a
 * part nested in another is asked for at once. A part rendered inside another component's own
 * code is not in this tree: name it in `parts`.
 */
function lazyPartsIn(node: ReactNode, found: PagePart[] = []): PagePart[] {
  if (Array.isArray(node)) {
    for (const child of node) lazyPartsIn(child as ReactNode, found);
  } else if (isValidElement(node)) {
    const part = node.type as unknown as Partial<PagePart> | null;
    if (typeof part?.preload === 'function') found.push(part as PagePart);
    lazyPartsIn((node.props as { children?: ReactNode }).children, found);
  }
  return found;
}

/**
 * Loads what the route matching `pathname` (under BASE_PATH) declares for its first render: its
 * page's code and what its heading needs for its parameters; resolves when they are in (never
 * rejects: a failure shows when the page renders). `prefetch`: what it draws below its heading
 * too (a mount leaves that to the page's render, after its heading).
 */
export function preloadRoute(routes: readonly PageRoute[], pathname: string, { prefetch = false } = {}): Promise<void> {
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
    BASE_PATH,
  );
  const match = matches?.[matches.length - 1];
  if (!match) return Promise.resolve();
  const { page, heading = [], below = [] } = match.route.route;
  const parts = [...(page ? [page] : []), ...(typeof heading === 'function' ? heading(match.params) : heading), ...(prefetch ? below : [])];
  return Promise.all(parts.map((part) => part.preload().catch(() => undefined))).then(() => undefined);
}
