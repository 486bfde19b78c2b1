import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { refinePageTitle } from '@portal/core';
import { useDocumentTitle } from './documentTitle';
import { initialTitle } from './initialTitle';

let navigate: ReturnType<typeof useNavigate>;
function Probe() {
  useDocumentTitle();
  navigate = useNavigate();
  return null;
}

describe('the document title', () => {
  it('follows the route, and keeps a page’s own name for its URL', () => {
    render(
      <MemoryRouter initialEntries={['/product/bill']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(document.title).toBe('票据保理 - 产品中心 - 供应链金融服务平台');
    act(() => navigate('/AuthPerson/AuthCertificate'));
    expect(document.title).toBe('个人实名认证 - 供应链金融服务平台');

    window.history.replaceState(null, '', '/cWeb/dynamics/article/7');
    const withdraw = refinePageTitle('/cWeb/dynamics/article/7', '平台上线公告');
    act(() => navigate('/dynamics/article/7'));
    expect(document.title).toBe('平台上线公告 - 供应链金融服务平台');
    withdraw();
  });
});

describe('the title before the first render', () => {
  it.each([
    ['/cWeb/home/index', '首页 - 供应链金融服务平台'],
    ['/cWeb/product/bill', '票据保理 - 产品中心 - 供应链金融服务平台'],
    ['/cWeb', '供应链金融服务平台'],
  ])('%s is %s', (path, title) => {
    expect(initialTitle(path)).toBe(title);
  });
});
