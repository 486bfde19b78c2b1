import { render } from '@testing-library/react';
import { refinedPageTitle } from '@portal/core';
import { usePageTitle } from './usePageTitle';

function Article({ title }: { title?: string }) {
  usePageTitle(title);
  return null;
}

describe('usePageTitle', () => {
  beforeEach(() => {
    document.title = '新闻动态 - 供应链金融服务平台';
    window.history.replaceState(null, '', '/cWeb/dynamics/article/3');
  });

  it('keeps the route’s default while the item loads, then names the tab after it', () => {
    const { rerender, unmount } = render(<Article />);
    expect(document.title).toBe('新闻动态 - 供应链金融服务平台');
    rerender(<Article title="平台上线公告" />);
    expect(document.title).toBe('平台上线公告 - 供应链金融服务平台');
    expect(refinedPageTitle('/cWeb/dynamics/article/3')).toBe('平台上线公告');
    unmount();
    expect(refinedPageTitle('/cWeb/dynamics/article/3')).toBeUndefined();
  });
});
