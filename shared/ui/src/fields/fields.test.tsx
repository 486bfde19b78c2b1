import { fireEvent, render, screen, within } from '@testing-library/react';
import { Pager, Select } from './fields';

describe('Pager', () => {
  it('says the total, marks the current page and steps within the pages only', () => {
    const onPage = jest.fn();
    render(<Pager current={20} pageSize={10} total={200} totalLabel="共 200 条" onPage={onPage} />);
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByText('共 200 条')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: '第 20 页' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: '下一页' })).toBeDisabled();
    fireEvent.click(within(pager).getByRole('button', { name: '第 20 页' }));
    expect(onPage).not.toHaveBeenCalled();
    fireEvent.click(within(pager).getByRole('button', { name: '上一页' }));
    fireEvent.click(within(pager).getByRole('button', { name: '第 1 页' }));
    expect(onPage.mock.calls).toEqual([[19], [1]]);
  });
});

describe('Select', () => {
  it('offers the placeholder as the empty choice and reports the chosen value', () => {
    const onValue = jest.fn();
    render(
      <>
        <label htmlFor="s">状态</label>
        <Select id="s" value="" onValue={onValue} placeholder="全部状态" options={[{ value: 'SIGNED', label: '已签约' }]} />
      </>,
    );
    const select = screen.getByLabelText('状态');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['全部状态', '已签约']);
    fireEvent.change(select, { target: { value: 'SIGNED' } });
    expect(onValue).toHaveBeenCalledWith('SIGNED');
  });
});
