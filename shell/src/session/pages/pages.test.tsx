import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SessionApi } from '@portal/core';
import { sessionDeps } from '../deps';
import IamLoginPage from './IamLoginPage';
import PasswordPage from './PasswordPage';

jest.setTimeout(20_000);

function at(path: string, element: JSX.Element) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the password pages', () => {
  it.each([
    ['/forget', 'forget', '找回密码'],
    ['/updatePw', 'upPw', '重置密码'],
    [`/updatePw?title=${encodeURIComponent('激活账号')}&mobile=13800000004&type=1`, 'upPw', '激活账号'],
    [`/updatePw?title=${encodeURIComponent('<img src=x onerror=alert(1)>')}`, 'upPw', '重置密码'],
  ] as const)('%s shows the title %s', (path, source, title) => {
    at(path, <PasswordPage source={source} />);
    expect(screen.getByRole('form', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回登录' })).toBeInTheDocument();
  });

  it('prefills only a valid mobile', () => {
    at('/forget?mobile=13800000003', <PasswordPage source="forget" />);
    expect(screen.getByLabelText('手机号')).toHaveValue('13800000003');
  });
});

describe('/login/byIam', () => {
  it('without a code says so and links back to login', () => {
    at('/login/byIam', <IamLoginPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('缺少统一身份认证凭证，请重新登录');
    expect(screen.getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/login');
  });

  it('trades the code once', async () => {
    const real = sessionDeps.api;
    const iamLogin = jest.fn(() => new Promise<never>(() => undefined));
    sessionDeps.api = { ...real, iamLogin } as SessionApi;
    const view = at('/login/byIam?code=abc', <IamLoginPage />);
    view.rerender(
      <MemoryRouter initialEntries={['/login/byIam?code=abc']}>
        <Routes>
          <Route path="*" element={<IamLoginPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('正在通过集团统一身份认证中心登录');
    expect(iamLogin).toHaveBeenCalledTimes(1);
    expect(iamLogin).toHaveBeenCalledWith('abc');
    sessionDeps.api = real;
  });
});
