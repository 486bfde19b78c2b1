import { callApi } from '@portal/core';
import { contentApi, prefetchProductFacts } from './content';

jest.mock('@portal/core', () => ({ ...jest.requireActual('@portal/core'), callApi: jest.fn() }));
const call = callApi as jest.MockedFunction<typeof callApi>;

const facts = (key: string) => ({ key }) as never;

beforeEach(() => {
  call.mockReset();
  call.mockImplementation(async (_call, request) => facts((request as { query: { key: string } }).query.key));
});

describe('product facts asked for ahead of their page', () => {
  it("are the page's answer: one request, not two", async () => {
    prefetchProductFacts('bill');
    await expect(contentApi.productFacts('bill')).resolves.toEqual({ key: 'bill' });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('are taken once: the next visit asks afresh', async () => {
    prefetchProductFacts('bill');
    await contentApi.productFacts('bill');
    await contentApi.productFacts('bill');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it("are not asked for again when the page's own call is on its way (a page whose code was already there)", async () => {
    const own = contentApi.productFacts('twogold');
    prefetchProductFacts('twogold');
    await own;
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('are the answer of a page shown within a minute only (a hover long ago asks afresh), and after a failure the page asks again', async () => {
    prefetchProductFacts('bill', 0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await contentApi.productFacts('bill');
    expect(call).toHaveBeenCalledTimes(2);
    call.mockRejectedValueOnce(new Error('down'));
    prefetchProductFacts('winnings');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(contentApi.productFacts('winnings')).resolves.toEqual({ key: 'winnings' });
    expect(call).toHaveBeenCalledTimes(4);
  });
});
