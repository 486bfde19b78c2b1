import { ROUTES as R, pathHasPrefix, productPath, sectionOf } from '@portal/core';
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
  { key: 'home', label: menu.home, to: R.home.index.href(), activeFor: [sectionOf(R.home.index)] },
  { key: 'products', label: menu.products, to: productPath('twogold'), activeFor: [sectionOf(R.home.product)] },
  { key: 'news', label: menu.news, to: R.home.news.href(), activeFor: [sectionOf(R.home.news)] },
  { key: 'about', label: menu.about, to: R.home.about.href(), activeFor: [sectionOf(R.home.about)] },
  { key: 'help', label: menu.help, to: R.help.loginRegister.href(), activeFor: [sectionOf(R.help.index)] },
  { key: 'business', label: menu.business, to: R.home.enterpriseCentre.href(), activeFor: [sectionOf(R.home.enterpriseCentre)] },
];

export function activeMenuItem(pathname: string): TopMenuItem | undefined {
  return TOP_MENU.find((item) => item.activeFor.some((p) => pathHasPrefix(pathname, p)));
}
