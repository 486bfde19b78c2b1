import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalFrame, focusMainContent } from './PortalFrame';

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
