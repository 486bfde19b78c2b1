import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FileUpload } from './FileUpload';
import { checkFile, formatBytes, typeNames, type UploadedFile } from './rules';

const limits = { accept: ['image/jpeg', 'image/png'] as const, maxBytes: 5 * 1024 * 1024 };
const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

function Field({ upload }: { upload: (file: File, progress: (f: number) => void) => Promise<UploadedFile> }) {
  const [value, setValue] = useState<UploadedFile | null>(null);
  return <FileUpload label="身份证人像面" {...limits} upload={upload} value={value} onChange={setValue} compress={false} />;
}

describe('file limits', () => {
  it.each([
    ['a JPG within the limit', file('a.jpg', 'image/jpeg'), undefined],
    ['a PDF', file('a.pdf', 'application/pdf'), '仅支持 JPG、PNG 格式的文件'],
    ['an empty file', file('a.png', 'image/png', 0), '文件是空的，请重新选择'],
    ['6 MB', { type: 'image/png', size: 6 * 1024 * 1024 }, '文件大小不能超过 5 MB'],
  ])('%s → %s', (_, f, message) => expect(checkFile(f, limits)).toBe(message));

  it('names types and sizes as people read them', () => {
    expect(typeNames(['image/jpeg', 'image/png', 'application/pdf'])).toBe('JPG、PNG、PDF');
    expect(formatBytes(800 * 1024)).toBe('800 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});

describe('FileUpload', () => {
  it('shows progress while uploading, then the file with replace and remove', async () => {
    let progress: (f: number) => void = () => undefined;
    let finish: (value: UploadedFile) => void = () => undefined;
    const upload = jest.fn((_f: File, onProgress: (f: number) => void) => {
      progress = onProgress;
      return new Promise<UploadedFile>((resolve) => {
        finish = resolve;
      });
    });
    render(<Field upload={upload} />);
    await userEvent.upload(screen.getByLabelText('身份证人像面', { selector: 'input' }), file('front.jpg', 'image/jpeg'));
    act(() => progress(0.42));
    expect(screen.getByRole('progressbar', { name: '身份证人像面上传进度' })).toHaveAttribute('value', '42');
    expect(screen.getByText('上传中 42%')).toBeInTheDocument();
    await act(async () => finish({ fileId: 'f1', name: 'front.jpg', url: '/files/f1', type: 'image/jpeg' }));
    expect(screen.getByRole('img', { name: '身份证人像面预览' })).toHaveAttribute('src', '/files/f1');
    expect(screen.getByText('已上传')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '删除身份证人像面' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '点击上传身份证人像面' })).toBeInTheDocument();
  });

  it('refuses a wrong type with a clear message and sends nothing', async () => {
    const upload = jest.fn();
    render(<Field upload={upload} />);
    await userEvent.upload(screen.getByLabelText('身份证人像面', { selector: 'input' }), file('a.gif', 'image/gif'), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('仅支持 JPG、PNG 格式的文件');
    expect(upload).not.toHaveBeenCalled();
  });

  it('says when the upload failed and retries the same file', async () => {
    const upload = jest
      .fn<Promise<UploadedFile>, [File, (f: number) => void]>()
      .mockRejectedValueOnce(new Error('上传失败：网络错误'))
      .mockResolvedValueOnce({ fileId: 'f2', name: 'front.png', type: 'image/png', url: '/files/f2' });
    render(<Field upload={upload} />);
    await userEvent.upload(screen.getByLabelText('身份证人像面', { selector: 'input' }), file('front.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('上传失败：网络错误');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('img', { name: '身份证人像面预览' })).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(2);
  });
});
