import { lazy, type ComponentType } from 'react';

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

// The kit's provider (antd's ConfigProvider, locale, theme) comes with the first page, fetched alongside it.
const loadKit = () => import('@portal/ui/kit').then(({ KitProvider }) => KitProvider);

const made = new Map<TreasuryPageName, ComponentType>();

/** The page's body as a lazy component, in the kit's provider; one per page, so a revisit renders at once. */
export function lazyPage(name: TreasuryPageName): ComponentType {
  let page = made.get(name);
  if (!page) {
    page = lazy(() =>
      Promise.all([LOADERS[name](), loadKit()]).then(([{ default: Body }, KitProvider]) => ({
        default: function KitPage() {
          return (
            <KitProvider>
              <Body />
            </KitProvider>
          );
        },
      })),
    );
    made.set(name, page);
  }
  return page;
}
