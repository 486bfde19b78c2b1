import { act, render, screen, within } from '@testing-library/react';
import { sessionStore, type SessionApi } from '@portal/core';
import { createShellSession, ShellSessionProvider, type ShellSession } from '../ShellSession';
import SessionDialogs from './SessionDialogs';

let shell: ShellSession;

beforeEach(() => {
  sessionStore.forget();
  shell = createShellSession({ api: {} as SessionApi, notify: { success: jest.fn(), error: jest.fn() } });
});

describe('the change-password dialog', () => {
  it('shows its title once, with the mobile disabled and the confirm button in its footer', async () => {
    act(() => sessionStore.setUser({ username: '张伟', mobile: '13800000000', mobileNo: '138****0000' }));
    render(
      <ShellSessionProvider session={shell}>
        <SessionDialogs />
      </ShellSessionProvider>,
    );
    act(() => shell.deps.controller.setChangePassword(true));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('修改密码')).toHaveLength(1);
    const form = within(dialog).getByRole('form', { name: '修改密码' });
    expect(within(form).getByLabelText('手机号')).toHaveValue('13800000000');
    expect(within(form).getByLabelText('手机号')).toBeDisabled();
    expect(within(form).queryByRole('button', { name: /^确 ?定$/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^确 ?定$/ })).toBeDisabled();
  });
});
