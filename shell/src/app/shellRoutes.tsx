import type { ReactNode } from 'react';
import { PageIntro } from '@portal/ui';
import { PlainLayout } from '../layouts';
import { BrowserHelpPage, ForbiddenPage, TestApiRoute } from '../pages';

export interface ShellRoute {
  path: string;
  element: ReactNode;
}

const plain = (title: string, lead: string) => (
  <PlainLayout>
    <PageIntro title={title} lead={lead} />
  </PlainLayout>
);

/** The plain routes the shell owns itself (spec 000 section 2). */
export const SHELL_ROUTES: ShellRoute[] = [
  { path: '/login', element: plain('登录', '使用手机号与短信验证码或密码登录，也可使用集团统一身份认证登录。') },
  { path: '/login/byIam', element: plain('统一身份认证登录', '正在通过集团统一身份认证中心登录。') },
  { path: '/updatePw', element: plain('修改密码', '通过手机短信验证修改登录密码。') },
  { path: '/forget', element: plain('找回密码', '通过手机短信验证重新设置登录密码。') },
  { path: '/403', element: <ForbiddenPage /> },
  { path: '/browserHelp', element: <BrowserHelpPage /> },
  { path: '/testApi', element: <TestApiRoute /> },
];
