import type { JSX } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sessionApi, sessionStore, type SessionApi } from '@portal/core';
import { createShellSession, ShellSessionProvider, type ShellSession } from '../ShellSession';
import LoginPage from './LoginPage';
import IamLoginPage from './IamLoginPage';
import PasswordPage from './PasswordPage';

function at(path: string, element: JSX.Element, shell: ShellSession = createShellSession()) {
  return render(
    <ShellSessionProvider session={shell}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={element} />
          <Route path="/business/center" element={<h1>业务中心</h1>} />
        </Routes>
      </MemoryRouter>
    </ShellSessionProvider>,
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
    const iamLogin = jest.fn(() => new Promise<never>(() => undefined));
    const shell = createShellSession({ api: { ...sessionApi, iamLogin } as SessionApi });
    const view = at('/login/byIam?code=abc', <IamLoginPage />, shell);
    view.rerender(
      <ShellSessionProvider session={shell}>
        <MemoryRouter initialEntries={['/login/byIam?code=abc']}>
          <Routes>
            <Route path="*" element={<IamLoginPage />} />
          </Routes>
        </MemoryRouter>
      </ShellSessionProvider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('正在通过集团统一身份认证中心登录');
    expect(iamLogin).toHaveBeenCalledTimes(1);
    expect(iamLogin).toHaveBeenCalledWith('abc');
  });
});

describe('/login', () => {
  afterEach(() => sessionStore.forget());

  it('arriving signed in with a from (the reload after a login of another mobile) finishes the login and goes there', async () => {
    sessionStore.signIn('tok');
    const fetchUser = jest.fn(async () => ({ username: '张伟', mobile: '13800000000' }));
    const fetchCompanies = jest.fn(async () => ({ userCustmoerId: 'UC1', companys: [] }));
    const saveEntInfo = jest.fn(async () => undefined);
    const quiet = jest.fn(() => new Promise<never>(() => undefined));
    const api = { ...sessionApi, fetchUser, fetchCompanies, saveEntInfo, fetchPersonalAuth: quiet, fetchSummary: quiet, fetchHistory: quiet } as SessionApi;
    at('/login?from=%2Fbusiness%2Fcenter', <LoginPage />, createShellSession({ api }));
    expect(screen.queryByRole('tab', { name: '短信登录' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '业务中心' })).toBeInTheDocument();
    expect(sessionStore.getState()).toMatchObject({ token: 'tok', user: { mobile: '13800000000' }, currentCompany: null });
  });
});
