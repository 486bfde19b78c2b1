import { pathHasPrefix } from '@portal/core';
import { messages } from '../i18n';

export interface TopMenuItem {
  key: keyof typeof messages.chrome.menu;
  label: string;
  to: string;
  /** Paths under which the item shows as active, whichever remote renders them. */
  activeFor: string[];
}

const { menu } = messages.chrome;

/** The top menu (spec 000 section 2); the product centre also opens the mega-menu. */
export const TOP_MENU: TopMenuItem[] = [
  { key: 'home', label: menu.home, to: '/home/index', activeFor: ['/home'] },
  { key: 'products', label: menu.products, to: '/product/twogold', activeFor: ['/product'] },
  { key: 'news', label: menu.news, to: '/dynamics/index', activeFor: ['/dynamics'] },
  { key: 'about', label: menu.about, to: '/aboutUs/index', activeFor: ['/aboutUs'] },
  { key: 'help', label: menu.help, to: '/helpCenter/loginRegister', activeFor: ['/helpCenter'] },
  { key: 'business', label: menu.business, to: '/enterpriseCentre/index', activeFor: ['/enterpriseCentre'] },
];

export function activeMenuItem(pathname: string): TopMenuItem | undefined {
  return TOP_MENU.find((item) => item.activeFor.some((p) => pathHasPrefix(pathname, p)));
}
