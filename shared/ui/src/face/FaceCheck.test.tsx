import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaceCheck, type FaceResult } from './FaceCheck';

jest.mock('qrcode', () => ({ toDataURL: jest.fn(async (text: string) => `data:image/png;base64,${Buffer.from(text).toString('base64')}`) }));

describe('FaceCheck', () => {
  let now = 1_000_000;
  const clock = () => now;
  beforeEach(() => {
    jest.useFakeTimers();
    now = 1_000_000;
  });
  afterEach(() => jest.useRealTimers());

  const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

  it('shows a QR code of the face link, polls, and reports the result', async () => {
    const results: FaceResult[] = [{ status: 'PENDING' }, { status: 'SUCCESS' }];
    const check = jest.fn(async () => results.shift() ?? { status: 'PENDING' as const });
    const onResult = jest.fn();
    render(<FaceCheck start={async () => ({ faceId: 'f1', url: 'http://x/__mock/face/page/f1', expiresAt: now + 300_000 })} check={check} onResult={onResult} now={clock} />);
    const qr = await screen.findByRole('img', { name: '人脸识别二维码' });
    expect(qr.getAttribute('src')).toBe(`data:image/png;base64,${Buffer.from('http://x/__mock/face/page/f1').toString('base64')}`);
    expect(screen.getByText(/二维码 5 分 00 秒后失效/)).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(2000));
    expect(onResult).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(2000));
    expect(onResult).toHaveBeenCalledWith({ status: 'SUCCESS' });
    await act(async () => jest.advanceTimersByTime(6000));
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('expires, and a refresh asks for a new link', async () => {
    let n = 0;
    const start = jest.fn(async () => ({ faceId: `f${(n += 1)}`, url: `http://x/f${n}`, expiresAt: now + 10_000 }));
    render(<FaceCheck start={start} check={async () => ({ status: 'PENDING' })} onResult={jest.fn()} now={clock} />);
    await screen.findByRole('img', { name: '人脸识别二维码' });
    now += 11_000;
    await act(async () => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('alert')).toHaveTextContent('二维码已失效，请刷新后重新扫描');
    await user().click(screen.getByRole('button', { name: '刷新二维码' }));
    expect(await screen.findByRole('img', { name: '人脸识别二维码' })).toBeInTheDocument();
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('takes the result its caller polls (a query) instead of polling, for the current link only, and expires by the clock', async () => {
    const onResult = jest.fn();
    let n = 0;
    const start = jest.fn(async () => ({ faceId: `f${(n += 1)}`, url: `http://x/f${n}`, expiresAt: now + 10_000 }));
    const view = render(<FaceCheck start={start} onResult={onResult} now={clock} />);
    await screen.findByRole('img', { name: '人脸识别二维码' });
    view.rerender(<FaceCheck start={start} polled={{ faceId: 'f1', result: { status: 'PENDING' } }} onResult={onResult} now={clock} />);
    now += 11_000;
    await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('alert')).toHaveTextContent('二维码已失效，请刷新后重新扫描');
    await user().click(screen.getByRole('button', { name: '刷新二维码' }));
    await screen.findByRole('img', { name: '人脸识别二维码' });
    // The last link's answer does not settle the new one.
    view.rerender(<FaceCheck start={start} polled={{ faceId: 'f1', result: { status: 'SUCCESS' } }} onResult={onResult} now={clock} />);
    expect(onResult).not.toHaveBeenCalled();
    view.rerender(<FaceCheck start={start} polled={{ faceId: 'f2', result: { status: 'FAILING', reason: '非本人' } }} onResult={onResult} now={clock} />);
    expect(onResult).toHaveBeenCalledWith({ status: 'FAILING', reason: '非本人' });
    view.rerender(<FaceCheck start={start} polled={{ faceId: 'f2', result: { status: 'FAILING', reason: '非本人' } }} onResult={onResult} now={clock} />);
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('opens the face page in a new tab to finish on this device', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    render(<FaceCheck start={async () => ({ faceId: 'f1', url: 'http://x/f1', expiresAt: now + 60_000 })} check={async () => ({ status: 'PENDING' })} onResult={jest.fn()} now={clock} />);
    await user().click(await screen.findByRole('button', { name: '在本机完成' }));
    expect(open).toHaveBeenCalledWith('http://x/f1', '_blank', 'noopener');
  });
});
