import { render, screen } from '@testing-library/react';
import { configureSession, sessionStore } from '@portal/core';
import { createShellSession, ShellSessionProvider } from '../ShellSession';
import { LoginForm } from './LoginForm';
import type { PortalConfig } from '../../chrome/portalConfig';

// portal.config.json as loaded (and handed to the session) by the chrome.
let config: PortalConfig | undefined;
jest.mock('../../chrome/portalConfig', () => ({ usePortalConfig: () => config }));

function renderForm() {
  render(
    <ShellSessionProvider session={createShellSession({ notify: { success: jest.fn(), error: jest.fn() } })}>
      <LoginForm onLoggedIn={jest.fn()} onOpenPassword={jest.fn()} />
    </ShellSessionProvider>,
  );
}

beforeEach(() => sessionStore.forget());

describe('the login form offers the group IAM sign-on where portal.config.json names the centre', () => {
  it('offers it once the file names the centre (its address goes to the session: see the chrome widgets test)', async () => {
    config = { footer: { hosts: {}, default: 'factoring' }, filings: {}, iamLoginUrl: 'https://iam.example/login' };
    configureSession({ iamLoginUrl: config.iamLoginUrl });
    renderForm();
    expect(await screen.findByRole('button', { name: '集团统一身份认证登录' })).toBeEnabled();
  });

  it('offers none where no IAM centre is set (real servers without one)', async () => {
    config = { footer: { hosts: {}, default: 'factoring' }, filings: {} };
    configureSession({ iamLoginUrl: undefined });
    renderForm();
    expect(await screen.findByRole('button', { name: '忘记密码' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '集团统一身份认证登录' })).not.toBeInTheDocument();
  });
});
