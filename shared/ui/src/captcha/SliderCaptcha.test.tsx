import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, type SliderChallenge, type SliderCheckResult } from '@portal/core';
import { SliderCaptcha, SliderPuzzle, type SliderCaptchaApi } from './SliderCaptcha';
import { captchaMachine } from './machine';
import { KitProvider } from '../kit/KitProvider';
import { transition } from '@portal/core';

const PNG = 'iVBORw0KGgo=';

function fakeApi(answers: Partial<Record<'fetch' | 'check', () => Promise<unknown>>> = {}) {
  let n = 0;
  const fetchSlider = jest.fn(
    (): Promise<SliderChallenge> =>
      (answers.fetch?.() as Promise<SliderChallenge>) ?? Promise.resolve({ originalImageBase64: PNG, jigsawImageBase64: PNG, token: `t${(n += 1)}` }),
  );
  const checkSlider = jest.fn(
    (_token: string, x: number): Promise<SliderCheckResult> =>
      (answers.check?.() as Promise<SliderCheckResult>) ??
      Promise.resolve(x >= 95 && x <= 105 ? { isSuccess: true, secondToken: 'second' } : { isSuccess: false, secondToken: null }),
  );
  const api: SliderCaptchaApi = { fetchSlider, checkSlider };
  return { api, fetchSlider, checkSlider };
}

/** The slider once its puzzle is in (it is there, disabled, while the puzzle loads). */
async function ready() {
  const slider = await screen.findByRole('slider');
  await waitFor(() => expect(slider).toHaveAttribute('aria-disabled', 'false'));
  return slider;
}

afterEach(() => jest.useRealTimers());

describe('SliderPuzzle', () => {
  it('shows the puzzle 310 x 155 with the drag-right hint and a 47-wide piece', async () => {
    const { api } = fakeApi();
    render(<SliderPuzzle api={api} onPass={jest.fn()} />);
    const slider = await ready();
    expect(screen.getByText('向右拖动滑块填充拼图')).toBeInTheDocument();
    expect(screen.getByAltText('拼图背景')).toHaveAttribute('width', '310');
    expect(screen.getByAltText('拼图背景')).toHaveAttribute('height', '155');
    expect(screen.getByAltText('拼图块')).toHaveStyle({ width: '47px', left: '0px' });
    expect(slider).toHaveAttribute('aria-valuemax', '263');
    await waitFor(() => expect(slider).toHaveFocus());
  });

  it('moves by keyboard, announces the value, verifies on Enter and passes after 1 s', async () => {
    const { api, checkSlider } = fakeApi();
    const onPass = jest.fn();
    render(<SliderPuzzle api={api} onPass={onPass} />);
    const slider = await ready();
    jest.useFakeTimers();
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider).toHaveAttribute('aria-valuenow', '263');
    fireEvent.keyDown(slider, { key: 'Home' });
    for (let i = 0; i < 10; i += 1) fireEvent.keyDown(slider, { key: 'PageUp' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider).toHaveAttribute('aria-valuenow', '99');
    expect(slider).toHaveAttribute('aria-valuetext', '已向右移动 99 像素');
    await act(async () => {
      fireEvent.keyDown(slider, { key: 'Enter' });
    });
    expect(checkSlider).toHaveBeenCalledWith('t1', 99);
    expect(screen.getByRole('status')).toHaveTextContent('验证成功');
    expect(onPass).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(999));
    expect(onPass).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onPass).toHaveBeenCalledWith({ token: 't1', secondToken: 'second' });
  });

  it('verifies a mouse drag with its offset', async () => {
    const { api, checkSlider } = fakeApi();
    render(<SliderPuzzle api={api} onPass={jest.fn()} />);
    const slider = await ready();
    fireEvent.mouseDown(slider, { clientX: 500 });
    fireEvent.mouseMove(document, { clientX: 560 });
    fireEvent.mouseMove(document, { clientX: 601 });
    expect(screen.getByAltText('拼图块')).toHaveStyle({ left: '101px' });
    await act(async () => {
      fireEvent.mouseUp(document, { clientX: 601 });
    });
    expect(checkSlider).toHaveBeenCalledWith('t1', 101);
  });

  it('resets when released at 0, without a check', async () => {
    const { api, checkSlider } = fakeApi();
    render(<SliderPuzzle api={api} onPass={jest.fn()} />);
    const slider = await ready();
    fireEvent.mouseDown(slider, { clientX: 500 });
    fireEvent.mouseMove(document, { clientX: 400 });
    fireEvent.mouseUp(document, { clientX: 400 });
    fireEvent.keyDown(slider, { key: 'Enter' });
    expect(checkSlider).not.toHaveBeenCalled();
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('says 滑块位置错误 on a wrong position and fetches a new puzzle', async () => {
    const { api, fetchSlider, checkSlider } = fakeApi();
    render(<SliderPuzzle api={api} onPass={jest.fn()} />);
    const slider = await ready();
    fireEvent.keyDown(slider, { key: 'End' });
    await act(async () => {
      fireEvent.keyDown(slider, { key: 'Enter' });
    });
    expect(checkSlider).toHaveBeenCalledWith('t1', 263);
    expect(screen.getByRole('status')).toHaveTextContent('滑块位置错误');
    await ready();
    expect(fetchSlider).toHaveBeenCalledTimes(2);
    // The red bar was about the old puzzle: none over the fresh one (the live region still said it).
    expect(document.querySelector('.portal-captcha__notice')).toBeNull();
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'Enter' });
    expect(checkSlider).toHaveBeenLastCalledWith('t2', 1);
  });

  it.each([
    ['a dropped connection', () => Promise.reject(new ApiError({ kind: 'network', path: '/x' })), '网络错误,请检查'],
    ['a stall past the limit', () => Promise.reject(new ApiError({ kind: 'timeout', path: '/x' })), '请求超时,请稍后重试'],
    ['a rate limit (429)', () => Promise.reject(new ApiError({ kind: 'http', path: '/x', status: 429, data: { retryAfterSeconds: 30 } })), '操作过于频繁，请30秒后再试'],
    ['another failure', () => Promise.reject(new ApiError({ kind: 'protocol', path: '/x' })), '获取滑动验证图片异常'],
    ['a server message', () => Promise.reject(new ApiError({ kind: 'business', path: '/x', code: 500100, serverMessage: '验证码服务繁忙' })), '验证码服务繁忙'],
  ])('shows the fetch failure: %s', async (_name, fetch, text) => {
    const { api } = fakeApi({ fetch });
    render(<SliderPuzzle api={api} onPass={jest.fn()} />);
    expect(await screen.findByRole('status')).toHaveTextContent(text);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: '换一张' })).toBeEnabled();
  });
});

describe('SliderCaptcha', () => {
  it('is a dialog 310 wide that closes on cancel', async () => {
    const { api } = fakeApi();
    const onClose = jest.fn();
    render(
      <KitProvider>
        <SliderCaptcha open api={api} onPass={jest.fn()} onClose={onClose} />
      </KitProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '310px' });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('opens with a fresh puzzle after a passed one was closed (the spent puzzle never comes back)', async () => {
    const { api, fetchSlider } = fakeApi();
    const onPass = jest.fn();
    const { rerender } = render(<SliderCaptcha open api={api} onPass={onPass} onClose={jest.fn()} />);
    const slider = await ready();
    for (let i = 0; i < 10; i += 1) fireEvent.keyDown(slider, { key: 'PageUp' });
    await act(async () => {
      fireEvent.keyDown(slider, { key: 'Enter' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('验证成功');
    rerender(<SliderCaptcha open={false} api={api} onPass={onPass} onClose={jest.fn()} />);
    rerender(<SliderCaptcha open api={api} onPass={onPass} onClose={jest.fn()} />);
    const again = await ready();
    expect(again).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByText('验证成功')).toBeNull();
    expect(fetchSlider).toHaveBeenCalledTimes(2);
  });
});

describe('captchaMachine', () => {
  it.each([
    ['loading', 'LOADED', 'ready'],
    ['loading', 'LOAD_FAILED', 'loadFailed'],
    ['loadFailed', 'RELOAD', 'loading'],
    ['ready', 'VERIFY', 'verifying'],
    ['verifying', 'WRONG', 'loading'],
    ['verifying', 'PASSED', 'passed'],
    ['passed', 'RELOAD', 'passed'],
    ['ready', 'PASSED', 'ready'],
  ] as const)('%s + %s -> %s', (state, event, next) => {
    expect(transition(captchaMachine, state, event)).toBe(next);
  });
});
