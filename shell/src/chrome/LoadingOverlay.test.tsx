import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, http } from '@portal/core';
import { LoadingOverlay } from './LoadingOverlay';
import { LOADING_OVERLAY_DELAY_MS, STILL_WAITING_MS } from './rules';

const overlay = () => screen.queryByText('加载中，请稍候');
const loading = (count: number) => act(() => bus.emit('http:loading', { count }));
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the global loading overlay', () => {
  it('shows 加载中，请稍候 while a call is in flight, after a short delay, and goes when it ends', () => {
    render(<LoadingOverlay />);
    loading(1);
    expect(overlay()).toBeNull();
    wait(LOADING_OVERLAY_DELAY_MS);
    expect(screen.getByRole('status')).toHaveTextContent('加载中，请稍候');
    loading(2);
    loading(1);
    expect(overlay()).toBeInTheDocument();
    loading(0);
    expect(overlay()).toBeNull();
  });

  it('never flashes for a fast call', () => {
    render(<LoadingOverlay />);
    loading(1);
    wait(LOADING_OVERLAY_DELAY_MS - 50);
    loading(0);
    wait(LOADING_OVERLAY_DELAY_MS);
    expect(overlay()).toBeNull();
  });

  it('says the server has not answered yet after 15 s, with a button that stops waiting', () => {
    const cancel = jest.spyOn(http, 'cancelWaiting').mockImplementation(() => undefined);
    render(<LoadingOverlay />);
    loading(1);
    wait(STILL_WAITING_MS - 1);
    expect(screen.getByRole('status')).toHaveTextContent('加载中，请稍候');
    expect(screen.queryByRole('button', { name: '取消等待' })).toBeNull();
    wait(1);
    expect(screen.getByRole('status')).toHaveTextContent('服务器响应较慢，仍在等待…');
    fireEvent.click(screen.getByRole('button', { name: '取消等待' }));
    expect(cancel).toHaveBeenCalledTimes(1);
    loading(0);
    expect(screen.queryByRole('button', { name: '取消等待' })).toBeNull();
    // A new call starts its own wait.
    loading(1);
    wait(LOADING_OVERLAY_DELAY_MS);
    expect(screen.getByRole('status')).toHaveTextContent('加载中，请稍候');
    cancel.mockRestore();
  });
});
