import { markFirstContent } from '@portal/ui';
import { resetFirstView } from '@portal/ui/testing';
import { loadPortalConfig, resetPortalConfig } from './portalConfig';

beforeEach(() => {
  jest.useFakeTimers();
  resetFirstView();
  resetPortalConfig();
});
afterEach(() => jest.useRealTimers());

// The waits themselves (a largest paint inside the page's element, the limits) are the first-view module's tests.
describe("the chrome reads portal.config.json at the first view's content moment", () => {
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
