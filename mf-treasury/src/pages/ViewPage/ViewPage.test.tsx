import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fetchTreasuryFile, saveBlob } from '../../preview/files';
import { remote } from '../../routes';

jest.mock('../../preview/files', () => ({
  ...jest.requireActual('../../preview/files'),
  fetchTreasuryFile: jest.fn(),
  saveBlob: jest.fn(),
}));
jest.mock('../../preview/PdfViewer', () => ({
  __esModule: true,
  default: ({ data }: { data: Blob }) => <div data-testid="pdf-viewer">{data.type}</div>,
}));

const fetchFile = fetchTreasuryFile as jest.MockedFunction<typeof fetchTreasuryFile>;

// The page as its route draws it: in the treasury frame, its body loaded on demand.
const VIEW_ROUTE = remote.routes.find((r) => r.path === '/treasuryFront/view/:type/:file');

function viewAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/treasuryFront/view/:type/:file" element={VIEW_ROUTE?.element} />
      </Routes>
    </MemoryRouter>,
  );
}

const fileOf = (contentType: string) => ({ blob: new Blob(['x'], { type: contentType }), contentType });

// The page's chunk and the kit's provider, loaded once up front (in the browser they arrive after the frame paints).
beforeAll(() => Promise.all([import('./ViewPage'), import('@portal/ui/kit/KitProvider')]));

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

describe('ViewPage picks the viewer', () => {
  it('draws a PDF with pdf.js', async () => {
    fetchFile.mockResolvedValue(fileOf('application/pdf'));
    viewAt('/treasuryFront/view/pdf/treasury-brochure.pdf');
    expect(await screen.findByTestId('pdf-viewer')).toHaveTextContent('application/pdf');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('司库服务');
    expect(fetchFile).toHaveBeenCalledWith('treasury-brochure.pdf');
  });

  it('shows an image', async () => {
    fetchFile.mockResolvedValue(fileOf('image/png'));
    viewAt('/treasuryFront/view/image/treasury-overview.png');
    expect(await screen.findByRole('img', { name: 'treasury-overview.png' })).toHaveAttribute('src', 'blob:preview');
  });

  it('plays a video with the portal playback rates', async () => {
    fetchFile.mockResolvedValue(fileOf('video/mp4'));
    const { container } = viewAt('/treasuryFront/view/video/treasury-intro.mp4');
    await screen.findByRole('group', { name: '播放速度' });
    expect(container.querySelector('video')).toHaveAttribute('src', 'blob:preview');
    expect(screen.getAllByRole('button', { name: /x$/ }).map((b) => b.textContent)).toEqual(['0.7x', '1x', '1.5x', '2x']);
    fireEvent.error(container.querySelector('video') as HTMLVideoElement);
    expect(screen.getByRole('alert')).toHaveTextContent('此视频暂无法播放，请稍后再试');
  });

  it('says a type it cannot show, and still offers the download', async () => {
    fetchFile.mockResolvedValue(fileOf('text/csv; charset=utf-8'));
    viewAt('/treasuryFront/view/file/fund-plan-template.csv');
    expect(await screen.findByText('暂不支持在线预览该类型的文件，请下载后查看')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '下载文件' }));
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'fund-plan-template.csv');
  });

  it('does not trust a file whose content is not what the URL says', async () => {
    fetchFile.mockResolvedValue(fileOf('text/html'));
    viewAt('/treasuryFront/view/pdf/report.pdf');
    expect(await screen.findByText('暂不支持在线预览该类型的文件，请下载后查看')).toBeInTheDocument();
    expect(screen.queryByTestId('pdf-viewer')).toBeNull();
  });

  it('says a missing file is missing, with nothing to download', async () => {
    fetchFile.mockRejectedValue(new Error('文件不存在或已被删除'));
    viewAt('/treasuryFront/view/pdf/no-such-file.pdf');
    expect(await screen.findByText('文件不存在或已被删除')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载文件' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });

  it('offers a retry for any other failure', async () => {
    fetchFile.mockRejectedValueOnce(new Error('网络错误,请检查')).mockResolvedValueOnce(fileOf('image/png'));
    viewAt('/treasuryFront/view/image/treasury-overview.png');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('img', { name: 'treasury-overview.png' })).toBeInTheDocument();
  });
});
