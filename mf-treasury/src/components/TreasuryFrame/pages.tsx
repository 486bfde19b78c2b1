import { lazy, type ComponentType } from 'react';
import { afterFirstPaint } from '@portal/ui';

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

/**
 * A page's body as a lazy component, in the kit's provider: nothing loads until it first renders,
 * and the first time only once the document has painted (the frame around it; see afterFirstPaint).
 */
function kitPage(name: TreasuryPageName): ComponentType {
  const load = LOADERS[name];
  if (PLAIN.has(name)) return lazy(load);
  return lazy(async () => {
    await afterFirstPaint();
    const [{ default: Body }, KitProvider] = await Promise.all([load(), loadKit()]);
    return {
      default: function KitPage() {
        return (
          <KitProvider>
            <Body />
          </KitProvider>
        );
      },
    };
  });
}

/** One lazy component per page, made once, so a revisit renders at once. */
const PAGES = Object.fromEntries((Object.keys(LOADERS) as TreasuryPageName[]).map((name) => [name, kitPage(name)])) as Record<TreasuryPageName, ComponentType>;

/** The page's body as a lazy component (in the kit's provider unless it is plain). */
export function lazyPage(name: TreasuryPageName): ComponentType {
  return PAGES[name];
}
