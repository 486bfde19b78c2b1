import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { userCentreApi } from '../../api/userCentre';
import { DownloadCenterPage } from '../DownloadCenterPage';
import { oneContractToSign, renderContracts } from './testing';

const LONG_CONTRACT = '深圳前海鑫源贸易有限公司与广州南沙恒通物流有限公司应收账款转让及保理融资服务合同（2026年第一期）';
const LONG_FILE = '深圳前海鑫源贸易有限公司2026年第一季度应收账款转让通知书及保理融资放款凭证汇总.pdf';

const renderAt = (path: string) => renderContracts(path, <Route path="/download/center" element={<DownloadCenterPage />} />);

beforeEach(() => {
  // Every text is wider than its box: the layout of a name too long for its column.
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(260);
});
afterEach(() => jest.restoreAllMocks());

describe('long names in the user centre lists', () => {
  it('a contract name cut in the list shows whole in a tooltip', async () => {
    jest.spyOn(userCentreApi, 'contracts').mockResolvedValue(oneContractToSign(LONG_CONTRACT));
    renderAt('/contract/enterprise/list');
    const table = await screen.findByRole('table');
    const name = await within(table).findByText(LONG_CONTRACT);
    fireEvent.mouseEnter(name);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG_CONTRACT);
  });

  it('a file name cut in the download centre shows whole in a tooltip', async () => {
    jest.spyOn(userCentreApi, 'files').mockResolvedValue([{ fileKey: 'K1', name: LONG_FILE, kind: 'voucher', createdAt: 0, size: 2048 }]);
    renderAt('/download/center');
    const table = await screen.findByRole('table');
    fireEvent.mouseEnter(await within(table).findByText(LONG_FILE));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG_FILE);
  });
});
