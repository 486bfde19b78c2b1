import { existsSync } from 'node:fs';
import path from 'node:path';
import { stepsWithoutProgress } from './webpack.mjs';

describe("the kit's Steps without antd's Progress", () => {
  it("points antd's Steps, and only it, at the stand-in for its Progress import", () => {
    const rule = stepsWithoutProgress();
    expect(existsSync(rule.test)).toBe(true);
    expect(rule.test).toMatch(/antd[\\/]es[\\/]steps[\\/]index\.js$/);
    const [[from, to]] = Object.entries(rule.resolve.alias);
    // The directory antd's `import Progress from '../progress'` resolves to, matched exactly.
    expect(existsSync(path.join(from.replace(/\$$/, ''), 'index.js'))).toBe(true);
    expect(path.basename(to)).toBe('steps-no-progress.js');
  });

  it('a step asked for a percent ring says why it cannot draw one', async () => {
    const { default: StepsProgress } = await import('./runtime/steps-no-progress.js');
    expect(() => StepsProgress()).toThrow("the kit's Steps has no `percent`");
  });
});
