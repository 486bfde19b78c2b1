import { readFileSync } from 'node:fs';
import path from 'node:path';
import { shellPage } from './webpack.mjs';

const SHELL = path.resolve(__dirname, '../../shell');

describe("the shell's index.html as the build writes it", () => {
  it('carries src/early.js minified in one inline script after the boot bar, with the base path', () => {
    const page = shellPage(SHELL);
    const scripts = [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const [, attributes, code] = scripts[0];
    expect(attributes).toBe(' data-base="/cWeb"');
    expect(page.indexOf('<script')).toBeGreaterThan(page.indexOf('class="boot-bar"'));
    // Minified: none of the source's comments travel with every page.
    expect(code).not.toMatch(/\/\/|\/\*/);
    expect(code.length).toBeLessThan(4096);
    expect(() => new Function(code)).not.toThrow();
    // Every placeholder but the nonce the servers write per answer.
    expect(page.match(/__PORTAL_[A-Z_]+__/g)).toEqual(['__PORTAL_CSP_NONCE__', '__PORTAL_CSP_NONCE__']);
  });

  it('links the SVG icon inline (public/favicon.svg), so the first view asks no server for it', () => {
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml" \/>/.exec(shellPage(SHELL))?.[1] ?? '';
    expect(href).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(readFileSync(path.join(SHELL, 'public/favicon.svg'), 'utf8').trim());
  });

  it('keeps the source as it is in development', () => {
    expect(shellPage(SHELL, false)).toContain('Early discovery, before the shell');
  });
});
