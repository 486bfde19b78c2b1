import { pathHasPrefix } from '@portal/core';

export interface TopMenuItem {
  label: string;
  to: string;
  /** Paths under which the item shows as active, whichever remote renders them. */
  activeFor: string[];
}

export const TOP_MENU: TopMenuItem[] = [
  { label: '首页', to: '/home/index', activeFor: ['/home'] },
  { label: '产品中心', to: '/product/twogold', activeFor: ['/product'] },
  { label: '新闻动态', to: '/dynamics/index', activeFor: ['/dynamics'] },
  { label: '关于我们', to: '/aboutUs/index', activeFor: ['/aboutUs'] },
  { label: '帮助中心', to: '/helpCenter/loginRegister', activeFor: ['/helpCenter'] },
  { label: '业务中心', to: '/enterpriseCentre/index', activeFor: ['/enterpriseCentre'] },
];

export function activeMenuItem(pathname: string): TopMenuItem | undefined {
  return TOP_MENU.find((item) => item.activeFor.some((p) => pathHasPrefix(pathname, p)));
}
