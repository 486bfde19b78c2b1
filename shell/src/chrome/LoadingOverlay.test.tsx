import { act, render, screen } from '@testing-library/react';
import { bus } from '@portal/core';
import { LoadingOverlay } from './LoadingOverlay';
import { LOADING_OVERLAY_DELAY_MS } from './rules';

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
});
