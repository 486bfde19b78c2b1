/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { harness } from '../i18n/zh-CN/harness';

/** The README's "Demo personas" table: each row's mobile and what it says of the person. */
function readmePersonas(): { mobile: string; who: string }[] {
  const readme = readFileSync(path.join(__dirname, '../../../../README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Demo personas'), readme.indexOf('\n## ', readme.indexOf('## Demo personas') + 1));
  return [...section.matchAll(/^\| (1\d{10}) \| (.*) \|$/gm)].map(([, mobile, who]) => ({ mobile, who }));
}

describe("a remote's QA harness", () => {
  it('offers every README persona that signs in (all but the unregistered; the not activated signs in by SMS)', () => {
    const personas = readmePersonas();
    expect(personas.length).toBeGreaterThan(20);
    const signIn = personas.filter(({ who }) => !/^not registered/.test(who)).map(({ mobile }) => mobile);
    expect(Object.keys(harness.personas).sort()).toEqual(signIn.sort());
  });
});
