import { fireEvent, render, screen } from '@testing-library/react';
import { ImageViewer } from './ImageViewer';

describe('the image viewer', () => {
  it('shows the fallback text in Chinese when the image fails to load (issue 47 item 10)', () => {
    render(<ImageViewer src="/missing.png" alt="营业执照" />);
    fireEvent.error(screen.getByRole('img', { name: '营业执照' }));
    expect(screen.getByRole('img', { name: '图片加载失败' })).toHaveTextContent('图片加载失败');
  });

  it('tries a new address afresh after the last one failed', () => {
    const { rerender } = render(<ImageViewer src="/missing.png" alt="营业执照" />);
    fireEvent.error(screen.getByRole('img', { name: '营业执照' }));
    rerender(<ImageViewer src="/licence.png" alt="营业执照" />);
    expect(screen.getByRole('img', { name: '营业执照' })).toHaveAttribute('src', '/licence.png');
    rerender(<ImageViewer src="/missing.png" alt="营业执照" />);
    expect(screen.getByRole('img', { name: '营业执照' })).toHaveAttribute('src', '/missing.png');
  });

  it('opens the image full size and closes it with Escape', () => {
    render(<ImageViewer src="/licence.png" alt="营业执照" />);
    fireEvent.click(screen.getByRole('button', { name: '营业执照' }));
    expect(screen.getByRole('dialog', { name: '营业执照' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can show the image without a preview', () => {
    render(<ImageViewer src="/licence.png" alt="营业执照" preview={false} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: '营业执照' })).toHaveAttribute('src', '/licence.png');
  });
});
