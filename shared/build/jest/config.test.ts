import rootPackage from '../../../package.json';
import preset from './preset.cjs';

describe('the jest configuration', () => {
  it('gives the root run (all projects) the same per-test timeout as a package run', () => {
    // Jest reads testTimeout from the top-level config only; a project's own value is ignored there.
    expect(rootPackage.jest.testTimeout).toBe(preset.testTimeout);
    expect(preset.testTimeout).toBeGreaterThan(5_000);
  });
});
