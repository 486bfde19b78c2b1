import { warmParts } from './warmParts';

describe('warmParts', () => {
  it('starts every part at once, not one after another', () => {
    const started: string[] = [];
    const never = (name: string) => () => {
      started.push(name);
      return new Promise<never>(() => undefined);
    };
    warmParts([never('Form'), never('Modal'), never('Tabs')]);
    expect(started).toEqual(['Form', 'Modal', 'Tabs']);
  });

  it('leaves a part that fails to load to the page: no unhandled rejection', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const loaded = jest.fn().mockResolvedValue('Button');
    warmParts([() => Promise.reject(new Error('chunk 956 failed')), loaded]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
