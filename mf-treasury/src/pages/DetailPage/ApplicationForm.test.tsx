import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, http } from '@portal/core';
import { treasuryApi } from '../../api/treasury';
import { ApplicationForm } from './ApplicationForm';

function fillAndSubmit() {
  render(
    <MemoryRouter>
      <ApplicationForm demandOptions={['资金归集']} scaleOptions={['1亿以下']} />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByLabelText('企业名称'), { target: { value: '深圳前海鑫源贸易有限公司' } });
  fireEvent.change(screen.getByLabelText('统一社会信用代码'), { target: { value: '91440300MA5F0AAA1M' } });
  fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '张伟' } });
  fireEvent.change(screen.getByLabelText('联系手机'), { target: { value: '13800000000' } });
  fireEvent.click(screen.getByLabelText('资金归集'));
  fireEvent.click(screen.getByLabelText('1亿以下'));
  fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
}

afterEach(() => jest.restoreAllMocks());

describe('a failed application', () => {
  it('shows the catalogue message once, not the raw server text', async () => {
    jest.spyOn(treasuryApi, 'apply').mockRejectedValue(new ApiError({ kind: 'http', path: '/x', status: 500, serverMessage: 'java.lang.NullPointerException' }));
    fillAndSubmit();
    expect(await screen.findByText('服务出错,请稍后再试')).toBeInTheDocument();
    expect(screen.queryByText(/NullPointerException/)).toBeNull();
  });

  it('is sent without a toast of its own', async () => {
    const post = jest.spyOn(http, 'post').mockResolvedValue({ applicationNo: 'A1', status: 'SUBMITTED', submittedAt: '' });
    await treasuryApi.apply({ entName: '甲', creditCode: 'c', contactName: '乙', contactMobile: '13800000000', demands: [], fundScale: 's' });
    expect(post).toHaveBeenCalledWith(expect.any(String), expect.any(Object), expect.objectContaining({ silentErrors: true }));
  });
});
