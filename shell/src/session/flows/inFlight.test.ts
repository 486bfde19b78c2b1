import { createInFlight } from './inFlight';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('inFlight', () => {
  it('a second call while the first runs gets the same promise, and runs nothing', async () => {
    const inFlight = createInFlight();
    const call = deferred<string>();
    const run = jest.fn(() => call.promise);
    const first = inFlight('user', run);
    const second = inFlight('user', jest.fn(async () => 'other'));
    expect(second).toBe(first);
    expect(run).toHaveBeenCalledTimes(1);
    call.resolve('in');
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
    const call = deferred<string>();
    const first = inFlight('company', () => call.promise);
    const second = inFlight('company', async () => 'unused');
    call.reject(new Error('refused'));
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
    const user = inFlight('user', () => deferred<string>().promise);
    const company = inFlight('company', () => deferred<string>().promise);
    expect(company).not.toBe(user);
  });
});
