import { retryDelayMs, shouldRetryCall, type CallUse } from './retry';

describe('shouldRetryCall', () => {
  const rows: [string, CallUse, number, unknown, boolean][] = [
    ['duplicate read, no retry yet', 'read', 0, { kind: 'duplicate' }, true],
    ['duplicate write, two retries made', 'write', 2, { kind: 'duplicate' }, true],
    ['duplicate, three retries made', 'read', 3, { kind: 'duplicate' }, false],
    ['business code read', 'read', 0, { kind: 'business', code: 501002 }, false],
    ['business code write', 'write', 0, { kind: 'business', code: 501002 }, false],
    ['401', 'read', 0, { kind: 'http', status: 401 }, false],
    ['404', 'read', 0, { kind: 'http', status: 404 }, false],
    ['429', 'read', 0, { kind: 'http', status: 429 }, false],
    ['500 read, no retry yet', 'read', 0, { kind: 'http', status: 500 }, true],
    ['500 read, one retry made', 'read', 1, { kind: 'http', status: 500 }, false],
    ['500 write', 'write', 0, { kind: 'http', status: 500 }, false],
    ['network read', 'read', 0, { kind: 'network' }, true],
    ['network write', 'write', 0, { kind: 'network' }, false],
    ['timeout read (600 s already waited)', 'read', 0, { kind: 'timeout' }, false],
    ['protocol', 'read', 0, { kind: 'protocol' }, false],
    ['not a call failure', 'read', 0, new Error('boom'), false],
    ['null', 'read', 0, null, false],
  ];
  it.each(rows)('%s', (_name, use, retries, error, expected) => {
    expect(shouldRetryCall(use, retries, error)).toBe(expected);
  });
});

describe('retryDelayMs', () => {
  it.each([
    [0, 250],
    [1, 500],
    [2, 1000],
    [3, 2000],
    [6, 2000],
  ])('after %i retries waits %i ms', (retries, ms) => {
    expect(retryDelayMs(retries)).toBe(ms);
  });
});
