import { lazy, type ComponentType } from 'react';
import { KIT_BASE_PARTS, afterFirstPaint, warmParts } from '@portal/ui';

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
 * A page's kit parts, loaded together and run one per task before the page's module and the
 * kit's provider run (see warmParts), antd's base first.
 */
const PARTS: Partial<Record<TreasuryPageName, readonly string[]>> = {
  list: [...KIT_BASE_PARTS, 'Button', 'Form', 'Input', 'Select', 'Space', 'Pagination', 'Spin', 'Tag'],
};

// The kit's provider (antd's ConfigProvider, locale, theme) comes with the first page, fetched alongside it.
const loadKit = () => import('@portal/ui/kit').then(({ KitProvider }) => KitProvider);

/**
 * A page's body as a lazy component, in the kit's provider: nothing loads until it first renders,
 * and the first time only once the document has painted (the frame around it; see afterFirstPaint).
 */
function kitPage(name: TreasuryPageName): ComponentType {
  const load = LOADERS[name];
  const parts = PARTS[name];
  return lazy(async () => {
    await afterFirstPaint();
    if (parts) await warmParts(parts);
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

/** The page's body as a lazy component, in the kit's provider. */
export function lazyPage(name: TreasuryPageName): ComponentType {
  return PAGES[name];
}
