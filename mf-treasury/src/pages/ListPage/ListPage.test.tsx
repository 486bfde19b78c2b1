import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { treasuryApi, type ApplicationRow } from '../../api/treasury';
import { ListPage } from './ListPage';

const row = (n: number): ApplicationRow =>
  ({
    applicationNo: `SK2025112000${String(n).padStart(2, '0')}`,
    entName: `华东****集团有限公司${n}`,
    contactName: '张经理',
    contactMobile: '139****0000',
    demands: ['账户管理'],
    fundScale: '1 亿元以下',
    status: 'SUBMITTED',
    statusName: '已受理',
    submittedAt: '2025-11-20T02:30:00.000Z',
  }) as ApplicationRow;

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

async function renderList(url = '/treasuryFront/list') {
  const applications = jest.spyOn(treasuryApi, 'applications').mockResolvedValue({ list: [row(1), row(2)], total: 28 } as Awaited<ReturnType<typeof treasuryApi.applications>>);
  render(
    <MemoryRouter initialEntries={[url]}>
      <ListPage />
      <Address />
    </MemoryRouter>,
  );
  expect(await screen.findByText('共 28 条')).toBeInTheDocument();
  return { applications, form: screen.getByRole('form', { name: '筛选申请记录' }), filters: () => screen.getByRole('form', { name: '筛选申请记录' }), address: () => screen.getByTestId('address').textContent };
}

afterEach(() => jest.restoreAllMocks());

describe('the treasury list, without the UI kit', () => {
  it('puts the typed filters in the address and asks for the first page of them', async () => {
    const { applications, form, filters, address } = await renderList('/treasuryFront/list?page=2');
    fireEvent.change(within(form).getByLabelText('关键词'), { target: { value: '  华东  ' } });
    fireEvent.change(within(form).getByLabelText('状态'), { target: { value: 'SIGNED' } });
    fireEvent.change(within(form).getByLabelText('开始日期'), { target: { value: '2025-11-01' } });
    fireEvent.change(within(form).getByLabelText('结束日期'), { target: { value: '2025-11-30' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: '查询' })));
    expect(address()).toBe('?keyword=%E5%8D%8E%E4%B8%9C&status=SIGNED&startDate=2025-11-01&endDate=2025-11-30');
    expect(applications).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: '华东', status: 'SIGNED', startDate: '2025-11-01', endDate: '2025-11-30', pageNum: 1 }));
    // The form (drawn again for the new address) shows what the address holds.
    expect(within(filters()).getByLabelText('关键词')).toHaveValue('华东');
    expect(within(filters()).getByLabelText('状态')).toHaveValue('SIGNED');
  });

  it('refuses a start date after the end date, keeps what was typed, and clears the message once corrected', async () => {
    const { applications, form, address } = await renderList();
    const calls = applications.mock.calls.length;
    fireEvent.change(within(form).getByLabelText('关键词'), { target: { value: '浙江' } });
    fireEvent.change(within(form).getByLabelText('开始日期'), { target: { value: '2025-12-01' } });
    fireEvent.change(within(form).getByLabelText('结束日期'), { target: { value: '2025-11-01' } });
    fireEvent.click(within(form).getByRole('button', { name: '查询' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期');
    expect(within(form).getByLabelText('开始日期')).toHaveAttribute('aria-invalid', 'true');
    expect(address()).toBe('');
    expect(applications).toHaveBeenCalledTimes(calls);
    expect(within(form).getByLabelText('关键词')).toHaveValue('浙江');
    fireEvent.change(within(form).getByLabelText('开始日期'), { target: { value: '2025-10-01' } });
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('starts from the address, and 重置 empties the form and the address', async () => {
    const { form, filters, address } = await renderList('/treasuryFront/list?keyword=SK&status=CLOSED&page=3');
    expect(within(form).getByLabelText('关键词')).toHaveValue('SK');
    expect(within(form).getByLabelText('状态')).toHaveValue('CLOSED');
    expect(screen.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: '重置' })));
    expect(address()).toBe('');
    expect(within(filters()).getByLabelText('关键词')).toHaveValue('');
    expect(within(filters()).getByLabelText('状态')).toHaveValue('');
  });

  it('重置 on an address without filters still empties what was typed', async () => {
    const { form, address } = await renderList();
    fireEvent.change(within(form).getByLabelText('关键词'), { target: { value: '浙江' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: '重置' })));
    expect(address()).toBe('');
    expect(within(form).getByLabelText('关键词')).toHaveValue('');
  });

  it('pages through the address, keeping the filters', async () => {
    const { address } = await renderList('/treasuryFront/list?status=SIGNED');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '第 2 页' })));
    expect(address()).toBe('?status=SIGNED&page=2');
  });
});
