import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SessionProvider } from '@portal/ui';
import { PortalQueryProvider, createPortalQueryClient } from '@portal/ui/query';
import { createTestSession } from '@portal/ui/testing';
import { userCentreApi } from '../../api/userCentre';
import { DownloadCenterPage } from './DownloadCenterPage';

afterEach(() => jest.restoreAllMocks());

function renderPage() {
  render(
    <SessionProvider session={createTestSession({ user: { username: '张伟', mobile: '13800000000', mobileNo: '138****0000' } })}>
      <PortalQueryProvider client={createPortalQueryClient()}>
        <MemoryRouter>
          <DownloadCenterPage />
        </MemoryRouter>
      </PortalQueryProvider>
    </SessionProvider>,
  );
}

describe('the download centre (issue 47 item 7)', () => {
  it('after a failure says 文件服务异常 with its retry, and no 暂无可下载的文件 beside it', async () => {
    jest.spyOn(userCentreApi, 'files').mockRejectedValue(new Error('服务出错,请稍后再试'));
    renderPage();
    expect(await screen.findByText('文件服务异常，请稍后再试')).toBeInTheDocument();
    expect(screen.queryByText('暂无可下载的文件')).toBeNull();
  });

  it('with no files says 暂无可下载的文件', async () => {
    jest.spyOn(userCentreApi, 'files').mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText('暂无可下载的文件')).toBeInTheDocument();
  });
});
