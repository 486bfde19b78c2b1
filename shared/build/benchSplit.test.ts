import { SourceMapGenerator } from 'source-map';
import { brotliCompressSync, constants } from 'node:zlib';
import { CORE_SERVICES, kindOf, ranByFolder, ranMask, sourceName, splitBound } from './scripts/bench-split.mjs';

const brotli = (text: string) => brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

describe("the bench's perfect-split bound", () => {
  it('names sources as the repository and node_modules do', () => {
    expect(sourceName('webpack://shell/../shared/core/src/bus/bus.ts')).toBe('shared/core/src/bus/bus.ts');
    expect(sourceName('webpack://shell/./src/chrome/TopBar.tsx')).toBe('src/chrome/TopBar.tsx');
    expect(sourceName('webpack://shell/../node_modules/.pnpm/react-dom@18.3.1_react@18.3.1/node_modules/react-dom/cjs/react-dom.production.min.js')).toBe(
      'node_modules/react-dom/cjs/react-dom.production.min.js',
    );
    expect(sourceName('webpack://shell/webpack/runtime/sharing')).toBe('webpack/runtime/sharing');
  });

  it.each([
    ['node_modules/react-dom/cjs/react-dom.production.min.js', 'stack'],
    ['node_modules/react-router/dist/production/index.mjs', 'stack'],
    ['node_modules/@module-federation/runtime-core/dist/core.js', 'stack'],
    ['node_modules/single-spa/lib/es2015/esm/single-spa.min.js', 'stack'],
    ['webpack/runtime/consumes', 'stack'],
    ['shared/ui/src/layouts/layouts.css', 'css'],
    ['node_modules/style-loader/dist/runtime/injectStylesIntoStyleTag.js', 'css'],
    ['shared/core/src/bus/bus.ts', 'portal'],
    ['node_modules/mitt/dist/mitt.mjs', 'portal'],
    ['node_modules/.federation/entry.0123.js', 'portal'],
  ])('reads %s as %s', (name, kind) => {
    expect(kindOf(name)).toBe(kind);
  });

  it("names @portal/core's services, not its first-view modules", () => {
    expect(CORE_SERVICES.test('shared/core/src/contract/calls.ts')).toBe(true);
    expect(CORE_SERVICES.test('shared/core/src/api/session.ts')).toBe(true);
    expect(CORE_SERVICES.test('shared/core/src/bus/bus.ts')).toBe(false);
    expect(CORE_SERVICES.test('shared/core/src/session/store.ts')).toBe(false);
  });

  it('counts a function that ran whole, or only its taken blocks when asked', () => {
    // 0..10 the script, 2..8 a function that ran, 4..6 a branch in it that did not, 8..10 a function that did not.
    const functions = [
      { ranges: [{ startOffset: 0, endOffset: 10, count: 1 }] },
      { ranges: [{ startOffset: 2, endOffset: 8, count: 3 }, { startOffset: 4, endOffset: 6, count: 0 }] },
      { ranges: [{ startOffset: 8, endOffset: 10, count: 0 }] },
    ];
    expect([...ranMask(10, functions)]).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 0, 0]);
    expect([...ranMask(10, functions, { byBlock: true })]).toEqual([1, 1, 1, 1, 0, 0, 1, 1, 0, 0]);
  });

  it("keeps the stack whole and takes portal code that did not run, the packages' CSS and, in the second figure, core's services", async () => {
    const stack = 'function stackCode(){return "react-dom internals, kept whole"}\n';
    const ran = 'function ranPortal(){return "the bus, run before the heading"}\n';
    const idle = 'function idlePortal(){return "a dialog nobody opened yet"}\n';
    const css = 'var sheet=".portal-frame{display:flex}";\n';
    const service = 'function service(){return "a call table, evaluated"}\n';
    const source = stack + ran + idle + css + service;
    const at = (part: string) => source.indexOf(part);
    const generator = new SourceMapGenerator({ file: 'main.js' });
    const map = (part: string, name: string) => generator.addMapping({ generated: { line: source.slice(0, at(part)).split('\n').length, column: 0 }, original: { line: 1, column: 0 }, source: name });
    map(stack, 'webpack://shell/../node_modules/.pnpm/react-dom@18.3.1/node_modules/react-dom/index.js');
    map(ran, 'webpack://shell/../shared/core/src/bus/bus.ts');
    map(idle, 'webpack://shell/../shared/ui/src/dialogs/Dialog.tsx');
    map(css, 'webpack://shell/../shared/ui/src/layouts/layouts.css');
    map(service, 'webpack://shell/../shared/core/src/contract/calls.ts');
    const whole = { startOffset: 0, endOffset: source.length, count: 1 };
    const functions = [
      { ranges: [whole] },
      { ranges: [{ startOffset: at(stack), endOffset: at(ran), count: 0 }] },
      { ranges: [{ startOffset: at(ran), endOffset: at(idle), count: 2 }] },
      { ranges: [{ startOffset: at(idle), endOffset: at(css), count: 0 }] },
      { ranges: [{ startOffset: at(service), endOffset: source.length, count: 1 }] },
    ];
    const bound = await splitBound([
      { file: '/cWeb/main.js', source, functions, map: generator.toJSON() },
      { file: '/cWeb/unmapped.js', source: 'var x=1;', functions: [{ ranges: [{ startOffset: 0, endOffset: 8, count: 1 }] }], map: undefined },
    ]);
    expect(bound.whole).toBe(brotli(source) + brotli('var x=1;'));
    expect(bound.split).toBe(brotli(stack + ran + service) + brotli('var x=1;'));
    expect(bound.splitWithoutServices).toBe(brotli(stack + ran) + brotli('var x=1;'));
    expect(bound.unmapped).toEqual(['/cWeb/unmapped.js']);
    expect(bound.files.map((f) => f.file)).toEqual(['/cWeb/main.js', '/cWeb/unmapped.js']);
    // Only portal code that ran is listed by source: not the stack, the CSS or the idle dialog.
    expect(Object.fromEntries(bound.ranBySource)).toEqual({ 'shared/core/src/bus/bus.ts': ran.length, 'shared/core/src/contract/calls.ts': service.length });
  });

  it('sums the run code by folder, largest first', () => {
    const sources = new Map([
      ['shared/core/src/bus/bus.ts', 300],
      ['shared/core/src/bus/events.ts', 200],
      ['shared/core/src/session/store.ts', 400],
      ['src/chrome/TopBar.tsx', 100],
    ]);
    expect(ranByFolder(sources)).toEqual([
      ['shared/core/src/bus', 500],
      ['shared/core/src/session', 400],
      ['src/chrome/TopBar.tsx', 100],
    ]);
  });
});
