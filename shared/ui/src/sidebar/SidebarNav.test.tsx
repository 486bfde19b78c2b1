import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SidebarNav } from './SidebarNav';

const entries = ['业务中心', '基本信息', '合同管理', '下载中心', '设置中心', '开通服务'].map((label, i) => ({ label, to: `/p${i}` }));

function strip(scrollWidth: number, clientWidth: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  render(
    <MemoryRouter initialEntries={['/p0']}>
      <SidebarNav title="用户中心" entries={entries} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: '用户中心' });
}

afterEach(() => jest.restoreAllMocks());

describe('the sidebar as a strip of tabs (a phone)', () => {
  it('marks the side where more tabs lie beyond the edge, and follows the scroll', () => {
    const nav = strip(560, 360);
    expect(nav).toHaveAttribute('data-more-after', 'true');
    expect(nav).toHaveAttribute('data-more-before', 'false');
    expect(nav.querySelector('.portal-sidebar__more--after')).toHaveTextContent('›');
    nav.scrollLeft = 200;
    fireEvent.scroll(nav);
    expect(nav).toHaveAttribute('data-more-after', 'false');
    expect(nav).toHaveAttribute('data-more-before', 'true');
    expect(nav.querySelector('.portal-sidebar__more--after')).toBeNull();
    // The marks are drawing only: the tabs are what a screen reader and Tab reach.
    expect(nav.querySelector('.portal-sidebar__more--before')).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks nothing when every tab fits', () => {
    const nav = strip(360, 360);
    expect(nav).toHaveAttribute('data-more-after', 'false');
    expect(nav.querySelector('.portal-sidebar__more')).toBeNull();
  });
});
