import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AckNotice, showAckNotice } from './AckNotice';

// antd's scroll lock measures the scrollbar with a pseudo-element, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => computedStyle(element));
});

describe('the acknowledge-only notice', () => {
  it('has the title 提示 and one button 已知晓, and no other way out', () => {
    const onAcknowledge = jest.fn();
    render(
      <AckNotice open onAcknowledge={onAcknowledge}>
        账号已被冻结
      </AckNotice>,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('提示');
    expect(dialog).toHaveTextContent('账号已被冻结');
    expect(screen.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['已知晓']);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onAcknowledge).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button'));
    expect(onAcknowledge).toHaveBeenCalledTimes(1);
  });

  it('can be shown without rendering it, resolving when acknowledged', async () => {
    const acknowledged = showAckNotice('页面信息丢失');
    const button = await screen.findByRole('button', { name: /已\s*知\s*晓/ });
    expect(document.body).toHaveTextContent('提示');
    fireEvent.click(button);
    await expect(acknowledged).resolves.toBeUndefined();
    await waitFor(() => expect(screen.queryByText('页面信息丢失')).not.toBeInTheDocument());
  });
});
