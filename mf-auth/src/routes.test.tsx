import { ENTERPRISE_PAGES } from '@portal/core';
import { preloadRoute } from '@portal/ui';
import { describeRemoteContract } from '@portal/ui/testing';
import { STEP_PAGES } from './flows/enterprise/lazyPages';
import { remote } from './routes';

describeRemoteContract(remote);

describe('the parcel module', () => {
  it('does not load TanStack Query: the query client comes in a chunk beside the page, not before it', async () => {
    const loaded = jest.fn();
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@tanstack/react-query', () => {
        loaded();
        return jest.requireActual('@tanstack/react-query');
      });
      await import('./routes');
    });
    expect(loaded).not.toHaveBeenCalled();
  });
});

describe('opening an enterprise step', () => {
  it.each(ENTERPRISE_PAGES)("loads /AuthEnterprise/%s's page with the route's code", async (step) => {
    const page = jest.spyOn(STEP_PAGES[step], 'preload').mockResolvedValue(undefined);
    await preloadRoute(remote.routes, `/cWeb/AuthEnterprise/${step}`);
    expect(page).toHaveBeenCalled();
    page.mockRestore();
  });

  it('loads no step page for an unknown step (the route sends it to SelectBusiness)', async () => {
    const pages = [...new Set(Object.values(STEP_PAGES))].map((page) => jest.spyOn(page, 'preload').mockResolvedValue(undefined));
    await preloadRoute(remote.routes, '/cWeb/AuthEnterprise/nope');
    for (const page of pages) expect(page).not.toHaveBeenCalled();
    for (const page of pages) page.mockRestore();
  });
});
