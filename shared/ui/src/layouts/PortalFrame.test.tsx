import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalFrame, focusMainContent, focusMainContentOnceShown } from './PortalFrame';

function Page() {
  return (
    <PortalFrame layout="main" header={<nav><a href="/menu">菜单</a></nav>} footer={<footer>页脚</footer>}>
      <h1>首页</h1>
      <p>正文</p>
    </PortalFrame>
  );
}

describe('PortalFrame: the way to the content by keyboard', () => {
  it('makes a skip link the first Tab stop, which takes focus to the content\'s heading', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.tab();
    expect(screen.getByRole('link', { name: '跳到主要内容' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: '首页' })).toHaveFocus();
    // The next Tab goes on from the content, not back to the menus.
    await user.tab();
    expect(screen.getByRole('link', { name: '菜单' })).not.toHaveFocus();
  });

  it('focuses the content itself when it has no heading yet', () => {
    render(
      <PortalFrame layout="main">
        <p>加载中</p>
      </PortalFrame>,
    );
    expect(focusMainContent()).toBe(true);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('focus after a page that took it away (a sign-in on /login)', () => {
  function Pages({ page }: { page: 'login' | 'loading' | 'next' }) {
    return (
      <PortalFrame layout="main">
        {page === 'login' && (
          <>
            <h1>登录</h1>
            <button type="button">登录</button>
          </>
        )}
        {page === 'next' && <h1>业务中心</h1>}
      </PortalFrame>
    );
  }

  it("lands on the next page's heading once it is drawn, not on <body>", async () => {
    const view = render(<Pages page="login" />);
    screen.getByRole('button', { name: '登录' }).focus();
    focusMainContentOnceShown();
    view.rerender(<Pages page="loading" />);
    expect(document.activeElement).toBe(document.body);
    view.rerender(<Pages page="next" />);
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: '业务中心' })).toHaveFocus();
  });

  it('leaves the focus where the user put it meanwhile', async () => {
    const view = render(
      <>
        <Pages page="login" />
        <input aria-label="搜索" />
      </>,
    );
    screen.getByRole('button', { name: '登录' }).focus();
    focusMainContentOnceShown();
    screen.getByRole('textbox', { name: '搜索' }).focus();
    view.rerender(
      <>
        <Pages page="next" />
        <input aria-label="搜索" />
      </>,
    );
    await act(async () => undefined);
    expect(screen.getByRole('textbox', { name: '搜索' })).toHaveFocus();
  });
});
