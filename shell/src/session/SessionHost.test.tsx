import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, bus, sessionStore, type SessionApi } from '@portal/core';
import { createShellSession, ShellSessionProvider, type ShellSession } from './ShellSession';
import { SessionArea } from './SessionArea';
import { SessionHost } from './SessionHost';

const PNG = 'iVBORw0KGgo=';

function fakeApi(overrides: Partial<SessionApi> = {}): SessionApi {
  return {
    fetchSlider: jest.fn(async () => ({ originalImageBase64: PNG, jigsawImageBase64: PNG, token: 'ct' })),
    checkSlider: jest.fn(async () => ({ isSuccess: true, secondToken: 'st' })),
    sendSms: jest.fn(async () => 'sms'),
    smsLogin: jest.fn(async () => ({ token: 'tok' })),
    passwordLogin: jest.fn(async () => ({ token: 'tok' })),
    iamLogin: jest.fn(async () => ({ token: 'tok' })),
    passwordPreCheck: jest.fn(async () => ({ registered: true, activated: true })),
    resetPassword: jest.fn(async () => '密码设置成功'),
    finishPasswordReset: jest.fn(async () => undefined),
    fetchUser: jest.fn(async () => ({ username: '张伟', mobile: '13800000000', mobileNo: '138****0000' })),
    logout: jest.fn(async () => undefined),
    saveEntInfo: jest.fn(async () => undefined),
    verifyToken: jest.fn(async () => undefined),
    fetchCompanies: jest.fn(async () => ({ userCustmoerId: 'UC1', companys: [{ companyUCId: 'EC1', creditCode: '91310115MA1FL3XK9D', companyName: '上海浦江供应链管理有限公司' }] })),
    fetchPersonalAuth: jest.fn(async () => ({ sts: { sts: 'PROCESSING', subSts: null } })),
    fetchEnterpriseAuth: jest.fn(async () => ({ sts: null })),
    fetchSummary: jest.fn(async () => ({ role: 'LEGAL_PERSON' })),
    fetchHistory: jest.fn(async () => ({ personalInfo: null, entInfo: null })),
    dataSign: jest.fn(async () => 'a'.repeat(64)),
    ...overrides,
  };
}

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

// The shell's session of the test: the portal's store, fake calls and toasts.
let shell: ShellSession;
let sessionDeps: ShellSession['deps'];

function renderShell(path = '/home/index') {
  window.history.pushState(null, '', `/cWeb${path}`);
  return render(
    <ShellSessionProvider session={shell}>
      <BrowserRouter basename="/cWeb">
        <SessionHost />
        <SessionArea />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </BrowserRouter>
    </ShellSessionProvider>,
  );
}

beforeEach(() => {
  sessionStore.forget();
  shell = createShellSession({ api: fakeApi(), notify: { success: jest.fn(), error: jest.fn() } });
  sessionDeps = shell.deps;
});

// The login form tests drive the kit Form, the slider and the dialog: slow in jsdom on a loaded machine.

const loginDialog = () => screen.findByRole('tab', { name: '短信登录' });

describe('SessionHost and SessionArea', () => {
  it('the login button asks for the dialog; it opens about 29.75 root units wide, at least 360 px', async () => {
    const user = userEvent.setup();
    const asked = jest.fn();
    bus.on('login:requested', asked);
    renderShell();
    await user.click(screen.getByRole('button', { name: '登录 / 注册' }));
    expect(asked).toHaveBeenCalledWith({ key: 'header' });
    bus.off('login:requested', asked);
    await loginDialog();
    const modal = document.querySelector('.portal-login-dialog') as HTMLElement;
    expect(modal).toHaveStyle({ width: '29.75rem', minWidth: '360px' });
  });

  it('reports the outcome to whoever opened it: closed without a login is login:cancelled', async () => {
    renderShell();
    const cancelled = jest.fn();
    bus.on('login:cancelled', cancelled);
    act(() => bus.emit('login:requested', { key: 'homeBanner', requestId: 'r-1' }));
    await loginDialog();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(cancelled).toHaveBeenCalledWith({ requestId: 'r-1' });
    bus.off('login:cancelled', cancelled);
  });

  it('unticked agreement: a dialog asks to agree to both texts first', async () => {
    const user = userEvent.setup();
    renderShell();
    act(() => bus.emit('login:requested', { key: 'header' }));
    await loginDialog();
    await user.click(screen.getByRole('tab', { name: '密码登录' }));
    await user.click(screen.getByLabelText('手机号'));
    await user.paste('13800000000');
    await user.click(screen.getByLabelText('密码'));
    await user.paste('Portal@2026abc');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请阅读并同意《用户协议》和《隐私政策》后登录')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('href', '/cWeb/userAgreement.html');
    expect(screen.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/cWeb/privacyAgreement.html');
    await user.click(screen.getByRole('button', { name: '同意并登录' }));
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(await screen.findByRole('slider')).toBeInTheDocument();
  });

  it('a weak password (501004) opens the reset page in the dialog with the mobile', async () => {
    const user = userEvent.setup();
    sessionDeps.api = fakeApi({
      passwordLogin: jest.fn(async () => {
        throw new ApiError({ kind: 'business', path: '/x', code: 501004, serverMessage: '您的密码强度较低，请重置密码' });
      }),
    });
    renderShell();
    act(() => bus.emit('login:requested', {}));
    await loginDialog();
    await user.click(screen.getByRole('tab', { name: '密码登录' }));
    await user.click(screen.getByLabelText('手机号'));
    await user.paste('13800000003');
    await user.click(screen.getByLabelText('密码'));
    await user.paste('Portal@2026abc');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '登录' }));
    const slider = await screen.findByRole('slider');
    await waitFor(() => expect(slider).toHaveAttribute('aria-disabled', 'false'));
    fireEvent.keyDown(slider, { key: 'End' });
    fireEvent.keyDown(slider, { key: 'Enter' });
    expect(await screen.findByRole('form', { name: '重置密码' })).toBeInTheDocument();
    expect(sessionDeps.notify.error).toHaveBeenCalledWith('您的密码强度较低，请重置密码');
    expect(screen.getByLabelText('手机号')).toHaveValue('13800000003');
  });

  it('a blocking notice clears the session at once and closes the window when acknowledged', async () => {
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    sessionStore.signIn('tok');
    renderShell();
    act(() => bus.emit('notice:blocking', { code: 1004001, message: '账号已冻结', closeWindow: true, clearSession: true }));
    expect(sessionStore.getState().token).toBeUndefined();
    expect(await screen.findByText('账号已冻结')).toBeInTheDocument();
    expect(screen.getByText('提示')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '已知晓' }));
    expect(close).toHaveBeenCalled();
    close.mockRestore();
  });

  it('10100012 keeps the session but closes the window once acknowledged', async () => {
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    sessionStore.signIn('tok');
    renderShell();
    act(() => bus.emit('notice:blocking', { code: 10100012, message: '请在新窗口中继续办理', closeWindow: true, clearSession: false }));
    expect(await screen.findByText('请在新窗口中继续办理')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('tok');
    fireEvent.click(screen.getByRole('button', { name: '已知晓' }));
    expect(close).toHaveBeenCalled();
    close.mockRestore();
  });

  it('shows http:error as a toast, and the expiry dialog on a 401 after a recent login', async () => {
    sessionStore.signIn('tok');
    renderShell('/business/center');
    act(() => bus.emit('http:error', { message: '服务出错,请稍后再试', path: '/x', status: 500 }));
    expect(sessionDeps.notify.error).toHaveBeenCalledWith('服务出错,请稍后再试');
    act(() => bus.emit('session:expired', { path: '/x' }));
    expect(await screen.findByText('您好，当前账号权限已失效，请重新登录')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/home/index');
  });

  it('signed in: the user card on hover with the status label, which routes to authentication', async () => {
    const liuYang = { username: '刘洋', mobile: '13800000003', mobileNo: '138****0003' };
    sessionDeps.api = fakeApi({ fetchUser: jest.fn(async () => liuYang), fetchCompanies: jest.fn(async () => ({ userCustmoerId: 'UC4', companys: [] })) });
    sessionStore.signIn('tok');
    sessionStore.setUser(liuYang);
    renderShell('/home/index');
    const trigger = await screen.findByRole('button', { name: /刘洋/ });
    fireEvent.mouseEnter(trigger);
    const card = await screen.findByRole('group', { name: '用户信息' });
    expect(card).toHaveTextContent('138****0003');
    const status = await screen.findByRole('button', { name: '个人认证中' });
    fireEvent.click(status);
    expect(screen.getByTestId('where')).toHaveTextContent('/AuthPerson/AuthType');
  });
});
