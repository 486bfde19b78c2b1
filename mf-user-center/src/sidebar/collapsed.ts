import { useCallback, useState } from 'react';
import { BASE_PATH } from '@portal/core';

/** The cookie that keeps the sidebar collapsed across reloads ('1' collapsed, '0' expanded). */
export const SIDEBAR_COOKIE = 'portal_sidebar_collapsed';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export const readSidebarCollapsed = (): boolean => document.cookie.split('; ').includes(`${SIDEBAR_COOKIE}=1`);

export function writeSidebarCollapsed(collapsed: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${collapsed ? '1' : '0'}; path=${BASE_PATH}; max-age=${YEAR_SECONDS}; SameSite=Lax`;
}

/** The user-centre sidebar's collapsed state, kept in a cookie so it survives reloads. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((was) => {
      writeSidebarCollapsed(!was);
      return !was;
    });
  }, []);
  return [collapsed, toggle];
}
