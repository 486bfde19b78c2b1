/** @jest-environment node */
import { centreProductState } from './userCentre';

describe('centreProductState', () => {
  it.each([
    [4, 'opened'],
    [5, 'expired'],
    [3, 'authenticating'],
    [2, 'available'],
    [1, 'available'],
  ])('enterprise status %i -> %s', (status, state) => {
    expect(centreProductState(status)).toBe(state);
  });
});
