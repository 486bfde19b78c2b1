import { describeRemoteContract } from '@portal/ui/testing';
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
