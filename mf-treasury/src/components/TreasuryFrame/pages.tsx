import { lazy, type ComponentType } from 'react';
import { untilFirstView, type PagePart } from '@portal/ui';

/** Where each page's chunk comes from; every page module default-exports its body (the frame is drawn around it). */
const LOADERS = {
  detail: () => import('../../pages/DetailPage/DetailPage'),
  result: () => import('../../pages/ResultPage/ResultPage'),
  list: () => import('../../pages/ListPage/ListPage'),
  temp: () => import('../../pages/TempPage/TempPage'),
  brochure: () => import('../../pages/BrochurePage/BrochurePage'),
  view: () => import('../../pages/ViewPage/ViewPage'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type TreasuryPageName = keyof typeof LOADERS;

/**
 * The pages drawn with plain controls (`@portal/ui/fields`), no UI kit: on a phone the list spent
 * most of its main-thread time on antd's modules and the kit's sheet; it now loads neither.
 */
const PLAIN: ReadonlySet<TreasuryPageName> = new Set(['list']);

// The kit's provider (antd's ConfigProvider, locale, theme) comes with the first page, fetched alongside it.
const loadKit = () => import('@portal/ui/kit/KitProvider').then(({ KitProvider }) => KitProvider);

/** A page's body: a lazy component, and `preload`, which starts the same load (a route's `below`: a hover's prefetch). */
export type PageBody = ComponentType & PagePart;

/**
 * A page's body as a lazy component, in the kit's provider: nothing loads until it first renders
 * or is preloaded, and never before the first view's `paint` moment (the frame around it has painted).
 */
function kitPage(name: TreasuryPageName): PageBody {
  const load = LOADERS[name];
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () =>
    (loading ??= PLAIN.has(name)
      ? load()
      : untilFirstView('paint')
          .then(() => Promise.all([load(), loadKit()]))
          .then(([{ default: Body }, KitProvider]) => ({
            default: function KitPage() {
              return (
                <KitProvider>
                  <Body />
                </KitProvider>
              );
            },
          })));
  return Object.assign(lazy(start), { preload: () => start().then(() => undefined) });
}

/** One lazy component per page, made once, so a revisit renders at once. */
const PAGES = Object.fromEntries((Object.keys(LOADERS) as TreasuryPageName[]).map((name) => [name, kitPage(name)])) as Record<TreasuryPageName, PageBody>;

/** The page's body as a lazy component (in the kit's provider unless it is plain). */
export function pageBody(name: TreasuryPageName): PageBody {
  return PAGES[name];
}
