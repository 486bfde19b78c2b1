import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { treasuryApi } from '../../api/treasury';
import { ApplicationForm } from './ApplicationForm';

afterEach(() => jest.restoreAllMocks());

it('takes a credit code pasted in lower case with spaces, and sends it upper-cased and whole', async () => {
  const apply = jest.spyOn(treasuryApi, 'apply').mockResolvedValue({ applicationNo: 'A1', status: 'SUBMITTED', submittedAt: '' });
  render(
    <MemoryRouter>
      <ApplicationForm demandOptions={['资金归集']} scaleOptions={['1亿以下']} />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByLabelText('企业名称'), { target: { value: '  深圳前海鑫源贸易有限公司 ' } });
  const code = screen.getByLabelText('统一社会信用代码');
  fireEvent.change(code, { target: { value: ' 9144 0300 ma5f 0aaa 1m ' } });
  expect(code).toHaveValue('91440300MA5F0AAA1M');
  fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '张伟' } });
  fireEvent.change(screen.getByLabelText('联系手机'), { target: { value: '13800000000' } });
  fireEvent.click(screen.getByLabelText('资金归集'));
  fireEvent.click(screen.getByLabelText('1亿以下'));
  fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
  await waitFor(() => expect(apply).toHaveBeenCalled());
  expect(apply.mock.calls[0][0]).toMatchObject({ entName: '深圳前海鑫源贸易有限公司', creditCode: '91440300MA5F0AAA1M' });
});
