/**
 * @jest-environment jsdom
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const kitCss = require('./kit-css.cjs') as {
  groupEntries: (sheet: { entries: Array<{ path: string; css: string }>; map: string }, modules?: Map<string, string>) => Array<{ module: string; name: string; css: string; rank: number }>;
  readStyleModules: () => Map<string, string>;
  filesOfModule: (files: Array<{ module: string }>, resource: string) => Array<{ module: string }>;
  filesOfChunks: <C>(lists: Array<[C, Array<{ module: string; name: string; css: string; rank: number }>]>, small?: number) => Map<C, Array<{ module: string; name: string; css: string; rank: number }>>;
  runtimeSource: (byChunk: Record<string, Array<[string, number]>>, requireName: string) => string;
};

const MAP = '.data-ant-cssinjs-cache-path{content:"z|Button-Button|ant-btn:1;z|Shared|ant:2";}';
const SHEET = {
  entries: [
    { path: 'z|Form-Form|ant-form|anticon', css: '.ant-form{a:1}' },
    { path: 'z|Shared|ant', css: 'a{b:2}' },
    { path: 'z|Button-Button|ant-btn|anticon', css: '.ant-btn{c:3}' },
    { path: 'y|Button-Button|ant-btn|anticon', css: '.ant-btn{c:4}' },
    { path: 'z|Button-compact|ant-btn|anticon', css: '.ant-btn-compact{d:5}' },
    { path: 'z|ant-design-icons|anticon', css: '.anticon{e:6}' },
  ],
  map: MAP,
};
const MODULES = new Map([
  ['Form-Form', 'form/style/index.js'],
  ['Button-Button', 'button/style/index.js'],
  ['Button-compact', 'button/style/compact.js'],
]);

describe("the kit's CSS files", () => {
  const files = kitCss.groupEntries(SHEET, MODULES);
  const file = (module: string) => files.find((f) => f.module === module);

  it('are one per antd module that registers styles, its styles in the sheet’s order, ranked by its first style', () => {
    expect(files.map(({ module, css, rank }) => [module, css, rank])).toEqual([
      ['form/style/index.js', '.ant-form{a:1}', 0],
      ['base', `a{b:2}${MAP}`, 1],
      ['button/style/index.js', '.ant-btn{c:3}.ant-btn{c:4}', 2],
      ['button/style/compact.js', '.ant-btn-compact{d:5}', 4],
      ['icons', '.anticon{e:6}', 5],
    ]);
  });

  it('are named by module and content: every app’s build names the same file alike', () => {
    expect(file('button/style/index.js')?.name).toMatch(/^kit-css\/button\.[0-9a-f]{8}\.css$/);
    expect(file('button/style/compact.js')?.name).toMatch(/^kit-css\/button-compact\.[0-9a-f]{8}\.css$/);
    expect(file('base')?.name).toMatch(/^kit-css\/base\.[0-9a-f]{8}\.css$/);
    expect(kitCss.groupEntries(SHEET, MODULES)).toEqual(files);
  });

  it('refuse a style no antd module registers, rather than ship a component without it', () => {
    expect(() => kitCss.groupEntries({ entries: [{ path: 'z|Unknown-Unknown|x', css: '.x{}' }], map: MAP }, MODULES)).toThrow(/z\|Unknown-Unknown\|x comes from no antd module/);
  });

  it("go with the modules webpack bundles: a component's style module, and cssinjs's map reader for the base and icons", () => {
    const pnpm = '/repo/node_modules/.pnpm/antd@5.29.3_react@18.3.1/node_modules/antd/es';
    expect(kitCss.filesOfModule(files, `${pnpm}/button/style/compact.js`).map((f) => f.module)).toEqual(['button/style/compact.js']);
    expect(kitCss.filesOfModule(files, `${pnpm}/button/index.js`)).toEqual([]);
    const reader = '/repo/node_modules/.pnpm/@ant-design+cssinjs@1.24.0/node_modules/@ant-design/cssinjs/es/util/cacheMapUtil.js';
    expect(kitCss.filesOfModule(files, reader).map((f) => f.module)).toEqual(['base', 'icons']);
  });

  it('go one file per chunk, but for a file two chunks hold: it stays apart, fetched once (unless it is small)', () => {
    const [form, base, button, compact, icons] = files;
    const lists: Array<[string, typeof files]> = [
      ['kit-base', [base, icons]],
      ['Button', [button, compact]],
      ['Form', [form, compact]],
    ];
    const chunks = kitCss.filesOfChunks(lists, 0);
    const shape = (chunk: string) => chunks.get(chunk)?.map(({ name, css, rank }) => [name.replace(/\.[0-9a-f]{8}\.css$/, ''), css, rank]);
    expect(shape('kit-base')).toEqual([['kit-css/base+1', base.css + icons.css, base.rank]]);
    expect(shape('Button')).toEqual([['kit-css/button', button.css, button.rank], ['kit-css/button-compact', compact.css, compact.rank]]);
    expect(shape('Form')).toEqual([['kit-css/form', form.css, form.rank], ['kit-css/button-compact', compact.css, compact.rank]]);
    expect(chunks.get('Form')?.[1]).toBe(compact);
    // Smaller than a request is worth: a copy in each chunk's file.
    const folded = kitCss.filesOfChunks(lists, 1024);
    expect(folded.get('Button')?.map((file) => file.css)).toEqual([button.css + compact.css]);
    expect(folded.get('Form')?.map((file) => file.css)).toEqual([form.css + compact.css]);
  });

  it("name the file that carries antd's map base+N, even when a style ranked before the base's comes first in it", () => {
    const [form, base, , , icons] = files;
    const chunks = kitCss.filesOfChunks([['kit-base', [form, base, icons]]], 0);
    expect(chunks.get('kit-base')?.map(({ name, css, rank }) => [name.replace(/\.[0-9a-f]{8}\.css$/, ''), css, rank])).toEqual([['kit-css/base+2', form.css + base.css + icons.css, form.rank]]);
  });

  it("know antd's own style modules, read from its style files", () => {
    const modules = kitCss.readStyleModules();
    expect(Object.fromEntries(['Button-Button', 'Button-compact', 'Wave-Wave', 'Form-item-item', 'Input-TextArea', 'Modal-confirm'].map((style) => [style, modules.get(style)]))).toEqual({
      'Button-Button': 'button/style/index.js',
      'Button-compact': 'button/style/compact.js',
      'Wave-Wave': '_util/wave/style.js',
      'Form-item-item': 'form/style/fallbackCmp.js',
      'Input-TextArea': 'input/style/textarea.js',
      'Modal-confirm': 'modal/style/confirm.js',
    });
  });
});

describe('loading a chunk with kit CSS (the build’s runtime code)', () => {
  type Handlers = { p: string; f: Record<string, (chunkId: string, promises: Array<Promise<void>>) => void> };
  let require: Handlers;

  beforeEach(() => {
    document.head.innerHTML = '<style id="app">.portal-app{}</style>';
    delete (window as { __portalKitCss?: unknown }).__portalKitCss;
    require = { p: '/cWeb/', f: {} };
    const byChunk = { 1: [['kit-css/base.aaaaaaaa.css', -1], ['kit-css/button.bbbbbbbb.css', 5]], 2: [['kit-css/form.cccccccc.css', 0], ['kit-css/button.bbbbbbbb.css', 5]] } as Record<string, Array<[string, number]>>;
    new Function('__webpack_require__', kitCss.runtimeSource(byChunk, '__webpack_require__'))(require);
  });

  const load = (chunkId: string) => {
    const promises: Array<Promise<void>> = [];
    require.f.portalKitCss(chunkId, promises);
    let done = false;
    const all = Promise.all(promises).then(() => {
      done = true;
    });
    return { all, done: () => done };
  };
  const links = () => [...document.head.querySelectorAll('link')];
  const heads = () => [...document.head.children].map((el) => el.getAttribute('data-portal-kit-css') ?? el.id);

  it('waits for the chunk’s stylesheets: its code runs only once they have loaded', async () => {
    const chunk = load('1');
    expect(links().map((link) => [link.rel, link.getAttribute('href')])).toEqual([
      ['stylesheet', '/cWeb/kit-css/base.aaaaaaaa.css'],
      ['stylesheet', '/cWeb/kit-css/button.bbbbbbbb.css'],
    ]);
    links()[0].dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(chunk.done()).toBe(false);
    links()[1].dispatchEvent(new Event('load'));
    await chunk.all;
    expect(chunk.done()).toBe(true);
  });

  it("puts the files in the sheet's order, before the apps' own styles, each once per document", async () => {
    load('1');
    for (const link of links()) link.dispatchEvent(new Event('load'));
    // Form ranks between base and button; button is in already (another app's copy would find it too).
    const second = load('2');
    expect(heads()).toEqual(['base.aaaaaaaa.css', 'form.cccccccc.css', 'button.bbbbbbbb.css', 'app']);
    links()[1].dispatchEvent(new Event('load'));
    await second.all;
    expect(second.done()).toBe(true);
  });

  it('fails the chunk when a stylesheet fails, and asks again on the next try', async () => {
    const chunk = load('1');
    links()[1].dispatchEvent(new Event('error'));
    await expect(chunk.all).rejects.toThrow(/kit stylesheet .*button\.bbbbbbbb\.css failed/);
    expect(heads()).toEqual(['base.aaaaaaaa.css', 'app']);
    load('1');
    expect(heads()).toEqual(['base.aaaaaaaa.css', 'button.bbbbbbbb.css', 'app']);
  });
});
