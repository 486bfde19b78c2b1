import { preloadRoute } from '@portal/ui';
import { prefetchProductFacts } from './api/content';
import { remote } from './routes';

jest.mock('./api/content', () => ({ contentApi: { productFacts: jest.fn() }, prefetchProductFacts: jest.fn() }));

it("asks for a product's facts with its page's code (the parcel's mount preloads it), not after the page has rendered", async () => {
  await preloadRoute(remote.routes, '/cWeb/product/bill');
  expect(prefetchProductFacts).toHaveBeenCalledWith('bill');
  expect(prefetchProductFacts).toHaveBeenCalledTimes(1);
});
