import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { remote } from '../../routes';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

function renderHelpAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {remote.routes.map((r) => (
          <Route key={r.path} path={r.path} element={r.element} />
        ))}
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('HelpPage', () => {
  it('draws the help centre’s own sidebar of the nine pages, the current one marked, and follows it', () => {
    renderHelpAt('/helpCenter/personAuth/process');
    const nav = screen.getByRole('navigation', { name: '帮助中心' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('title'))).toEqual(['登录注册', '个人认证', '个人认证流程', '企业认证', '企业认证流程', '法定代表人变更', '管理员变更', '电子签章', '融资流程']);
    expect(within(nav).getByRole('link', { name: '个人认证流程' })).toHaveAttribute('aria-current', 'page');
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    expect(within(nav).queryByRole('button')).not.toBeInTheDocument();
    fireEvent.click(within(nav).getByRole('link', { name: '电子签章' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/helpCenter/signature');
    expect(within(screen.getByRole('navigation', { name: '帮助中心' })).getByRole('link', { name: '电子签章' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens loginRegister by default', () => {
    renderHelpAt('/helpCenter');
    expect(screen.getByTestId('location')).toHaveTextContent('/helpCenter/loginRegister');
    expect(screen.getByRole('heading', { level: 2, name: '登录注册' })).toBeInTheDocument();
  });

  it('shows the page with its contents linking to in-page anchors', () => {
    const { container } = renderHelpAt('/helpCenter/entAuth/process');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('帮助中心');
    const contents = screen.getByRole('navigation', { name: '本页目录' });
    const link = within(contents).getByRole('link', { name: '第三步：完成认证' });
    const anchor = decodeURIComponent(link.getAttribute('href')?.slice(1) ?? '');
    const target = container.querySelector(`[id="${anchor}"]`);
    expect(target).toHaveTextContent('第三步：完成认证');
    fireEvent.click(link);
    expect(target?.scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(target);
    expect(window.location.hash).toBe(`#${encodeURIComponent(anchor)}`);
  });

  it('searches across the help pages and opens a result at its section', () => {
    renderHelpAt('/helpCenter/loginRegister');
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索帮助内容' }), { target: { value: '回填' } });
    const results = screen.getByRole('region', { name: '搜索结果' });
    expect(within(results).getByText(/找到 \d+ 个相关页面/)).toBeInTheDocument();
    fireEvent.click(within(results).getByRole('link', { name: /企业认证流程/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/helpCenter\/entAuth\/process#/);
    expect(screen.getByRole('heading', { level: 2, name: '企业认证流程' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '搜索帮助内容' })).toHaveValue('');
  });

  it('says so when nothing matches', () => {
    renderHelpAt('/helpCenter/signature?q=火星');
    expect(screen.getByText('没有找到与“火星”相关的帮助，请换个关键词试试。')).toBeInTheDocument();
  });

  it('links to the previous and next pages', () => {
    renderHelpAt('/helpCenter/personAuth');
    expect(screen.getByRole('link', { name: '上一篇：登录注册' })).toHaveAttribute('href', '/helpCenter/loginRegister');
    expect(screen.getByRole('link', { name: '下一篇：个人认证流程' })).toHaveAttribute('href', '/helpCenter/personAuth/process');
  });
});
