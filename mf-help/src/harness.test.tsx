import { routeLinks } from '@portal/ui/dev-harness';
import { remote } from './routes';

describe('mf-help alone, in its QA harness', () => {
  it('names each route link by its page title, not the help centre for all', () => {
    const links = routeLinks(remote);
    expect(links).toEqual(
      expect.arrayContaining([
        { path: '/helpCenter/loginRegister', title: '登录注册 - 帮助中心' },
        { path: '/helpCenter/personAuth/process', title: '个人认证流程 - 帮助中心' },
        { path: '/helpCenter/financialProcess', title: '融资流程 - 帮助中心' },
      ]),
    );
    const topics = links.filter((l) => l.path !== '/helpCenter');
    expect(new Set(topics.map((l) => l.title)).size).toBe(topics.length);
  });
});
