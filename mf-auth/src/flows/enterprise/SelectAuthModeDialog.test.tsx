import { act, render, screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { SelectAuthModeDialog } from './SelectAuthModeDialog';

const userEvent = userEventLib.setup({ delay: null });

// antd's scroll lock measures the scrollbar with a pseudo-element, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => computedStyle(element));
});

describe('the select-enterprise-auth-mode dialog', () => {
  it('lists the four methods with what each involves, wants a choice, and gives the one picked', async () => {
    const onSelect = jest.fn();
    render(<SelectAuthModeDialog open onSelect={onSelect} onCancel={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: '选择企业认证方式' });
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByRole('radio', { name: /法定代表人线上刷脸认证.*法定代表人本人线上刷脸认证/ })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('对公账户接收小额打款并回填金额');
    expect(dialog).toHaveTextContent('下载并签署认证材料，加盖公章后上传');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请选择企业认证方式');
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: /^线下认证/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onSelect).toHaveBeenCalledWith(4);
  });

  it('keeps a choice made while the dialog is still opening, and starts each opening from the current choice', async () => {
    const onSelect = jest.fn();
    const { rerender } = render(<SelectAuthModeDialog open value={1} onSelect={onSelect} onCancel={jest.fn()} />);
    await userEvent.click(await screen.findByRole('radio', { name: /^线下认证/ }));
    // Past the end of the opening animation (antd's motion deadline in jsdom).
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(screen.getByRole('radio', { name: /^线下认证/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onSelect).toHaveBeenCalledWith(4);
    rerender(<SelectAuthModeDialog open={false} value={4} onSelect={onSelect} onCancel={jest.fn()} />);
    rerender(<SelectAuthModeDialog open value={2} onSelect={onSelect} onCancel={jest.fn()} />);
    expect(await screen.findByRole('radio', { name: /^法定代表人线上刷脸认证/ })).toBeChecked();
  });

  it('preselects the method already chosen and can be cancelled', async () => {
    const onCancel = jest.fn();
    const onSelect = jest.fn();
    render(<SelectAuthModeDialog open value={2} onSelect={onSelect} onCancel={onCancel} />);
    expect(await screen.findByRole('radio', { name: /^法定代表人线上刷脸认证/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSelect).not.toHaveBeenCalled();
  });
});
