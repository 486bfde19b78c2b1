import { FIRST_CONTENT_PAINT_MS, firstContentPainted, markFirstContent, resetFirstContent } from './firstContent';
import { loadPortalConfig, resetPortalConfig } from '../chrome/portalConfig';
import { fakeLargestPaint } from '@portal/ui/testing';

/** A window whose browser reports largest paints: `report` delivers one. */
function lcpWindow() {
  const paints = fakeLargestPaint();
  const win = Object.assign(Object.create(window) as Window, { PerformanceObserver: paints.PerformanceObserver, document, requestAnimationFrame: (cb: FrameRequestCallback) => setTimeout(() => cb(0), 16) });
  return { win, report: (element: Element) => paints.report({ entryType: 'largest-contentful-paint', startTime: 1, element }) };
}

beforeEach(() => {
  jest.useFakeTimers();
  resetFirstContent();
  resetPortalConfig();
});
afterEach(() => jest.useRealTimers());

describe('the chrome reads portal.config.json after the page has painted its content', () => {
  it('does not fetch the file before the page says its content is shown, then fetches it once painted', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({}) }));
    Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: fetchMock });
    const config = loadPortalConfig();
    await jest.advanceTimersByTimeAsync(500);
    expect(fetchMock).not.toHaveBeenCalled();
    markFirstContent();
    await jest.advanceTimersByTimeAsync(100);
    expect(fetchMock).toHaveBeenCalledWith('/cWeb/portal.config.json', { cache: 'no-store' });
    await expect(config).resolves.toMatchObject({ footer: { default: 'factoring' } });
  });
});

describe('firstContentPainted', () => {
  it("waits for the browser's largest paint inside the page's own element, not the top bar's", async () => {
    const { win, report } = lcpWindow();
    const page = document.createElement('div');
    const topBar = document.createElement('header');
    page.append(document.createElement('p'));
    const painted = jest.fn();
    void firstContentPainted({ win }).then(painted);
    markFirstContent(page, { win });
    report(topBar);
    await jest.advanceTimersByTimeAsync(100);
    expect(painted).not.toHaveBeenCalled();
    report(page.firstElementChild as Element);
    await jest.advanceTimersByTimeAsync(100);
    expect(painted).toHaveBeenCalled();
  });

  it('goes on without a report once the page had time to paint (its largest element may be outside it)', async () => {
    const { win } = lcpWindow();
    const painted = jest.fn();
    void firstContentPainted({ win }).then(painted);
    markFirstContent(document.createElement('div'), { win });
    await jest.advanceTimersByTimeAsync(FIRST_CONTENT_PAINT_MS - 100);
    expect(painted).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(200);
    expect(painted).toHaveBeenCalled();
  });

  it('goes on after the fallback when no page ever says (a remote that hangs)', async () => {
    const painted = jest.fn();
    void firstContentPainted({ fallbackMs: 3000 }).then(painted);
    await jest.advanceTimersByTimeAsync(2900);
    expect(painted).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(200);
    expect(painted).toHaveBeenCalled();
  });
});
