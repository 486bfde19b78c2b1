import { createInFlight } from './inFlight';

/** A call that answers when the test says (the last one started). */
let settle = { resolve: (_value: string) => undefined as void, reject: (_error: unknown) => undefined as void };
const pending = () => new Promise<string>((resolve, reject) => (settle = { resolve, reject }));

describe('inFlight', () => {
  it('a second call while the first runs gets the same promise, and runs nothing', async () => {
    const inFlight = createInFlight();
    const run = jest.fn(pending);
    const first = inFlight('user', run);
    const second = inFlight('user', jest.fn(async () => 'other'));
    expect(second).toBe(first);
    expect(run).toHaveBeenCalledTimes(1);
    settle.resolve('in');
    await expect(second).resolves.toBe('in');
  });

  it('after it settles, a new call runs again', async () => {
    const inFlight = createInFlight();
    let runs = 0;
    const run = jest.fn(async () => (runs += 1));
    await expect(inFlight('user', run)).resolves.toBe(1);
    await expect(inFlight('user', run)).resolves.toBe(2);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('a rejection reaches every caller of that run, then clears it', async () => {
    const inFlight = createInFlight();
    const first = inFlight('company', pending);
    const second = inFlight('company', async () => 'unused');
    settle.reject(new Error('refused'));
    await expect(first).rejects.toThrow('refused');
    await expect(second).rejects.toThrow('refused');
    await expect(inFlight('company', async () => 'again')).resolves.toBe('again');
  });

  it('a run that throws before its promise is a rejection, and clears too', async () => {
    const inFlight = createInFlight();
    await expect(
      inFlight('user', () => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    await expect(inFlight('user', async () => 'next')).resolves.toBe('next');
  });

  it('keys are apart: another key runs beside it', () => {
    const inFlight = createInFlight();
    const user = inFlight('user', pending);
    const company = inFlight('company', pending);
    expect(company).not.toBe(user);
  });
});
