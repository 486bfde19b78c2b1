import { useCallback, useState } from 'react';
import Cookies from 'js-cookie';
import { BASE_PATH } from '@portal/core';
import { SIDEBAR_COOKIE } from './rules';

export const readSidebarCollapsed = (): boolean => Cookies.get(SIDEBAR_COOKIE) === '1';

export function writeSidebarCollapsed(collapsed: boolean): void {
  Cookies.set(SIDEBAR_COOKIE, collapsed ? '1' : '0', { path: BASE_PATH, expires: 365, sameSite: 'Lax' });
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
