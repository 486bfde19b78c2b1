import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ApplicationRow } from '../../api/treasury';
import { ApplicationsTable } from './ApplicationsTable';

const row = (n: number): ApplicationRow =>
  ({
    applicationNo: `SK2025112000${String(n).padStart(2, '0')}`,
    entName: `华东****集团有限公司${n}`,
    contactName: '张经理',
    contactMobile: '139****0000',
    demands: ['账户管理', '支付结算'],
    fundScale: '1 亿元以下',
    status: 'SIGNED',
    statusName: '已签约',
    submittedAt: '2025-11-20T02:30:00.000Z',
  }) as ApplicationRow;

describe('ApplicationsTable', () => {
  it('shows each application in a row with its China time, status and the pager', () => {
    const onPage = jest.fn();
    render(<ApplicationsTable rows={[row(1), row(2)]} total={28} loading={false} page={1} pageSize={10} onPage={onPage} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['申请编号', '企业名称', '联系人', '联系手机', '意向服务', '年资金规模', '状态', '提交时间']);
    const first = screen.getAllByRole('row')[1];
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'SK202511200001',
      '华东****集团有限公司1',
      '张经理',
      '139****0000',
      '账户管理、支付结算',
      '1 亿元以下',
      '已签约',
      '2025-11-20 10:30',
    ]);
    expect(screen.getByText('共 28 条')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: '上一页' })).toBeDisabled();
    fireEvent.click(within(pager).getByRole('button', { name: '第 3 页' }));
    expect(onPage).toHaveBeenCalledWith(3);
    fireEvent.click(within(pager).getByRole('button', { name: '下一页' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it('keeps the rows on screen, dimmed and marked busy, while the next page loads', () => {
    render(<ApplicationsTable rows={[row(1)]} total={28} loading page={2} pageSize={10} onPage={jest.fn()} />);
    expect(screen.getByRole('cell', { name: 'SK202511200001' })).toBeInTheDocument();
    expect(screen.getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when nothing matches, without a pager', () => {
    render(<ApplicationsTable rows={[]} total={0} loading={false} page={1} pageSize={10} onPage={jest.fn()} />);
    expect(screen.getByRole('cell', { name: '没有符合条件的申请记录' })).toBeInTheDocument();
    expect(screen.queryByText(/共 \d+ 条/)).not.toBeInTheDocument();
  });
});
