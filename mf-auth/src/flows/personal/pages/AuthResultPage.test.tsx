import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';

// No delay between keystrokes: typing into antd forms is slow enough in jsdom.
const userEvent = userEventLib.setup({ delay: null });
import { personalInfo, renderPerson } from '../../shared/testing';

describe('AuthResult', () => {
  it('shows success and leads to the product choice', async () => {
    renderPerson('/AuthPerson/AuthResult', () => personalInfo('SUCCESS', ['personal2', 'livingFace']));
    expect(await screen.findByRole('heading', { name: '个人实名认证成功' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '选择业务' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/AuthPerson/SelectProduct'));
  });

  it('shows a failure with its reason and retries at the failed step', async () => {
    renderPerson('/AuthPerson/AuthResult', () => personalInfo(null, [], { factor: 'personal2', code: 502001, reason: '姓名与身份证号不一致', at: 1 }));
    expect(await screen.findByRole('heading', { name: '认证未通过' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('姓名与身份证号不一致');
    expect(screen.getByText('未通过的认证：实名信息核验')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新认证' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/AuthPerson/AuthCertificate'));
  });

  it('shows a person between steps where to continue', async () => {
    renderPerson('/AuthPerson/AuthResult', () => personalInfo('PROCESSING', ['personal2']));
    expect(await screen.findByRole('heading', { name: '认证进行中' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '继续认证' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/AuthPerson/AuthType'));
  });
});
