import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ShellSessionProvider, createShellSession } from '../session/ShellSession';
import { TopBar } from './TopBar';
import { BusBridge } from '../app/BusBridge';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

function scrollToY(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const renderAt = (path: string) =>
  render(
    <ShellSessionProvider session={createShellSession()}>
      <MemoryRouter initialEntries={[path]}>
        <TopBar />
      </MemoryRouter>
    </ShellSessionProvider>,
  );

beforeEach(() => {
  setWidth(1440);
  scrollToY(0);
});

describe('the top bar', () => {
  it('marks the item of the current route, whichever remote renders it', () => {
    renderAt('/product/bill');
    const menu = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(menu).getByRole('link', { name: '产品中心' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getAllByRole('link')).toHaveLength(6);
  });

  it('opens the mega-menu on hover with the three groups of four, two and three products', () => {
    renderAt('/home/index');
    fireEvent.mouseMove(screen.getByRole('link', { name: '产品中心' }).parentElement as HTMLElement);
    const mega = screen.getByRole('region', { name: '产品中心' });
    expect(within(within(mega).getByRole('region', { name: '应收账款保理' })).getAllByRole('link')).toHaveLength(4);
    expect(within(within(mega).getByRole('region', { name: '订单融资' })).getAllByRole('link')).toHaveLength(2);
    expect(within(within(mega).getByRole('region', { name: '应付管理' })).getAllByRole('link')).toHaveLength(3);
    expect(within(mega).getByRole('link', { name: '票据保理' })).toHaveAttribute('href', '/product/bill');
  });

  it('opens the mega-menu when the pointer moves over it, and closes it when its trigger opens the product page', () => {
    renderAt('/home/index');
    const trigger = screen.getByRole('link', { name: '产品中心' });
    // A layout change mounts a new bar under a pointer at rest: the browser says "enter", with no move.
    fireEvent.mouseEnter(trigger.parentElement as HTMLElement);
    expect(screen.queryByRole('region', { name: '产品中心' })).toBeNull();
    fireEvent.mouseMove(trigger.parentElement as HTMLElement);
    expect(screen.getByRole('region', { name: '产品中心' })).toBeInTheDocument();
    fireEvent.click(trigger);
    expect(screen.queryByRole('region', { name: '产品中心' })).toBeNull();
    expect(screen.getByRole('link', { name: '产品中心' })).toHaveAttribute('aria-current', 'page');
  });

  it('previews the hovered product by its intro video’s poster only, no video until play', () => {
    const { container } = renderAt('/home/index');
    fireEvent.mouseMove(screen.getByRole('link', { name: '产品中心' }).parentElement as HTMLElement);
    fireEvent.mouseEnter(container.querySelector('[data-product="winnings"]') as HTMLElement);
    expect(screen.getByRole('img', { name: '应付电子凭证 产品介绍视频' })).toHaveAttribute('src', '/cWeb/media/winnings.jpg');
    expect(container.querySelector('video')).toBeNull();
  });

  it('follows the scroll: fixed past 32, hidden going down past 220, back going up', () => {
    const { container } = renderAt('/home/index');
    const slot = () => container.querySelector('.portal-topbar-slot')?.getAttribute('data-bar');
    expect(slot()).toBe('static');
    scrollToY(100);
    expect(slot()).toBe('fixed');
    scrollToY(400);
    expect(slot()).toBe('hidden');
    scrollToY(300);
    expect(slot()).toBe('fixed');
    scrollToY(0);
    expect(slot()).toBe('static');
  });

  it('below 1024 px puts the menu in a drawer', () => {
    setWidth(1023);
    renderAt('/dynamics/index');
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const drawer = screen.getByRole('dialog', { name: '主菜单' });
    expect(within(drawer).getByRole('link', { name: '新闻动态' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByRole('button', { name: '登录 / 注册' })).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: '关闭菜单' }));
    expect(screen.queryByRole('dialog', { name: '主菜单' })).not.toBeInTheDocument();
  });

  it('closes the drawer when its sign-in button opens the login dialog', () => {
    setWidth(375);
    render(
      <ShellSessionProvider session={createShellSession()}>
        <MemoryRouter initialEntries={['/home/index']}>
          <BusBridge />
          <TopBar />
        </MemoryRouter>
      </ShellSessionProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: '主菜单' })).getByRole('button', { name: '登录 / 注册' }));
    expect(screen.queryByRole('dialog', { name: '主菜单' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '打开菜单' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('at 1024 px keeps the menu in the bar, and widening closes an open drawer', () => {
    setWidth(800);
    renderAt('/home/index');
    fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    setWidth(1024);
    expect(screen.queryByRole('dialog', { name: '主菜单' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeInTheDocument();
  });
});
