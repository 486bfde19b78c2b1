/** @jest-environment node */
import { PLAYBACK_RATES } from './index';

describe('video playback', () => {
  it('offers the four playback rates', () => {
    expect(PLAYBACK_RATES).toEqual([0.7, 1, 1.5, 2]);
  });
});
