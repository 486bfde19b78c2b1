import { render, screen } from '@testing-library/react';
import type { LoginDialogsProps } from './LoginDialogs';
import { LazyLoginDialogs } from './LazyLoginDialogs';

// The kit dialogs stand in as one element that says which is open.
jest.mock('./LoginDialogs', () => ({
  __esModule: true,
  default: ({ smsCaptcha, passwordCaptcha, agreement }: LoginDialogsProps) => (
    <div data-testid="dialogs">{[smsCaptcha.open && 'sms', passwordCaptcha.open && 'password', agreement.open && 'agreement'].filter(Boolean).join(',')}</div>
  ),
}));

const props = (open: { sms?: boolean; password?: boolean; agreement?: boolean }) =>
  ({
    smsCaptcha: { open: !!open.sms },
    passwordCaptcha: { open: !!open.password },
    agreement: { open: !!open.agreement, onCancel: jest.fn(), onAgree: jest.fn() },
  }) as unknown as LoginDialogsProps;

describe('LazyLoginDialogs', () => {
  it('renders nothing (loads no kit) until a dialog opens, then keeps the dialogs so a closing one is not torn down', async () => {
    const { rerender } = render(<LazyLoginDialogs {...props({})} />);
    expect(screen.queryByTestId('dialogs')).not.toBeInTheDocument();
    rerender(<LazyLoginDialogs {...props({ agreement: true })} />);
    expect(await screen.findByTestId('dialogs')).toHaveTextContent('agreement');
    rerender(<LazyLoginDialogs {...props({})} />);
    expect(screen.getByTestId('dialogs')).toHaveTextContent('');
    rerender(<LazyLoginDialogs {...props({ password: true })} />);
    expect(screen.getByTestId('dialogs')).toHaveTextContent('password');
  });
});
