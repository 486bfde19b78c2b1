import { fireEvent, render, screen, within } from '@testing-library/react';
import { VideoDialog } from './VideoDialog';

const video = { title: '流动资金保理', src: '/cWeb/media/twogold.mp4', poster: '/cWeb/media/twogold.jpg' };

describe('the video dialog', () => {
  it('is 1000 × 562 by default, with poster, loading overlay and close icon', () => {
    const onClose = jest.fn();
    render(<VideoDialog video={video} onClose={onClose} screenWidth={1920} supportsMp4 />);
    const dialog = screen.getByRole('dialog', { name: '流动资金保理' });
    expect(dialog.style.width).toBe('1000px');
    expect(dialog.style.getPropertyValue('--video-height')).toBe('562px');
    expect(dialog.querySelector('video')?.getAttribute('poster')).toBe(video.poster);
    expect(within(dialog).getByRole('status')).toHaveTextContent('加载中，请稍候');
    fireEvent.canPlay(dialog.querySelector('video') as HTMLVideoElement);
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('is 1300 × 730.6 on a screen exactly 2560 wide', () => {
    render(<VideoDialog video={video} onClose={jest.fn()} screenWidth={2560} supportsMp4 />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.width).toBe('1300px');
    expect(dialog.style.getPropertyValue('--video-height')).toBe('730.6px');
  });

  it('offers 0.7, 1, 1.5 and 2 and applies the chosen rate', () => {
    render(<VideoDialog video={video} onClose={jest.fn()} supportsMp4 />);
    const rates = within(screen.getByRole('group', { name: '播放速度' })).getAllByRole('button');
    expect(rates.map((b) => b.textContent)).toEqual(['0.7x', '1x', '1.5x', '2x']);
    fireEvent.click(screen.getByRole('button', { name: '1.5x' }));
    expect(screen.getByRole('button', { name: '1.5x' })).toHaveAttribute('aria-pressed', 'true');
    expect((screen.getByRole('dialog').querySelector('video') as HTMLVideoElement).playbackRate).toBe(1.5);
  });

  it('says when the video cannot play', () => {
    render(<VideoDialog video={video} onClose={jest.fn()} supportsMp4 />);
    fireEvent.error(screen.getByRole('dialog').querySelector('video') as HTMLVideoElement);
    expect(screen.getByRole('alert')).toHaveTextContent('此视频暂无法播放，请稍后再试');
  });

  it('says so when the load had already failed as the dialog mounted (no error event to come)', async () => {
    // jsdom's media elements have no `error`; a browser's holds the MediaError of the failed load.
    Object.defineProperty(HTMLMediaElement.prototype, 'error', { configurable: true, get: () => ({ code: 2, message: 'net::ERR_FAILED' }) });
    try {
      render(<VideoDialog video={video} onClose={jest.fn()} supportsMp4 />);
      expect(await screen.findByRole('alert')).toHaveTextContent('此视频暂无法播放，请稍后再试');
    } finally {
      delete (HTMLMediaElement.prototype as { error?: unknown }).error;
    }
  });

  it('says so at once in a browser without mp4, and Escape closes it', () => {
    const onClose = jest.fn();
    render(<VideoDialog video={video} onClose={onClose} supportsMp4={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent('此视频暂无法播放，请稍后再试');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
