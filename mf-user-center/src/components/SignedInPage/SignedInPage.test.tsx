import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, sessionStore } from '@portal/core';
import { SessionProvider, createPortalSession } from '@portal/ui';
import { SignedInPage } from './SignedInPage';

const renderPage = () =>
  render(
    <SessionProvider session={createPortalSession({ store: sessionStore })}>
      <SignedInPage title="合同管理">
        <p>合同列表</p>
      </SignedInPage>
    </SessionProvider>,
  );

afterEach(() => sessionStore.forget());

describe('a user-centre page', () => {
  it('shows a visitor its heading and a login button, not its content, and asks the shell for the login', async () => {
    const requested = jest.fn();
    bus.on('login:requested', requested);
    renderPage();
    expect(screen.getByRole('heading', { name: '合同管理' })).toBeInTheDocument();
    expect(screen.queryByText('合同列表')).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: '登录 / 注册' }));
    expect(requested).toHaveBeenCalledTimes(1);
    bus.off('login:requested', requested);
  });

  it('shows its content once signed in, without a reload', () => {
    renderPage();
    act(() => sessionStore.signIn('tok'));
    expect(screen.getByText('合同列表')).toBeInTheDocument();
  });
});
