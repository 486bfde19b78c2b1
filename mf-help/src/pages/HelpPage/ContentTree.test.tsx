import { render, screen } from '@testing-library/react';
import { ContentTree } from './ContentTree';
import type { ContentNode } from '../../content/tree';

describe('ContentTree', () => {
  it('shows the tree as elements in the rich-text look, headings focusable by their anchors', () => {
    const { container } = render(
      <ContentTree
        className="help-article__body"
        nodes={[
          ['h3', { id: 'user-content-第一步', tabindex: '-1' }, '第一步'],
          ['p', {}, '先 ', ['strong', {}, '登录'], ' 再认证'],
        ]}
      />,
    );
    expect(container.firstElementChild).toHaveClass('portal-rich-text', 'help-article__body');
    expect(screen.getByRole('heading', { level: 3, name: '第一步' })).toHaveAttribute('id', 'user-content-第一步');
    expect(screen.getByRole('heading', { level: 3 })).toHaveAttribute('tabindex', '-1');
    expect(container.querySelector('p')?.innerHTML).toBe('先 <strong>登录</strong> 再认证');
  });

  it('opens a link that leaves the portal in a new tab without window.opener; a portal link stays', () => {
    render(<ContentTree nodes={[['p', {}, ['a', { href: 'https://www.gsxt.gov.cn' }, '公示系统'], ['a', { href: '/cWeb/helpCenter/entAuth' }, '企业认证']]]} />);
    expect(screen.getByRole('link', { name: '公示系统' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: '公示系统' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: '企业认证' })).not.toHaveAttribute('target');
  });

  it('renders nothing outside the vocabulary from a hand-made tree: no script, handler or javascript: address', () => {
    const nodes = [
      ['script', {}, 'window.hacked = true'],
      ['p', { onclick: 'window.hacked = true', style: 'position:fixed' }, ['a', { href: 'javascript:window.hacked=true' }, '点我']],
    ] as ContentNode[];
    const { container } = render(<ContentTree nodes={nodes} />);
    expect(container.querySelector('script')).toBeNull();
    const p = container.querySelector('p');
    expect(p?.getAttribute('onclick')).toBeNull();
    expect(p?.getAttribute('style')).toBeNull();
    expect(screen.getByText('点我')).not.toHaveAttribute('href');
  });
});
