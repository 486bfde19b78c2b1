import { lintSnippets } from './lintSnippets';

const RULE = 'i18n/no-cjk-literals';
const COMPONENT = "export const Page = () => <p title='提示'>加载中，请稍候</p>;\nexport const total = (n: number) => `共 ${n} 条`;\n";
const MODULE = "export const messages = { required: '请输入手机号', wait: (s: number) => `${s}秒后重新获取` };\n";

describe('one catalogue per package and locale (eslint.config.mjs)', () => {
  const [component, inCatalogue, inTest, inHarness, inE2e, catalogued, module, moduleCatalogue, moduleTest, inMock] = lintSnippets([
    { file: 'mf-help/src/pages/Planted.tsx', code: COMPONENT },
    { file: 'mf-help/src/i18n/zh-CN/planted.tsx', code: COMPONENT },
    { file: 'shell/src/chrome/Planted.test.tsx', code: COMPONENT },
    { file: 'mf-treasury/dev/Planted.tsx', code: COMPONENT },
    { file: 'shared/e2e/tests/planted.tsx', code: COMPONENT },
    { file: 'shared/ui/src/Planted.tsx', code: "import { notFound as t } from './i18n/zh-CN/pages';\nexport const Page = () => <p title={t.title}>{t.text}</p>;\n" },
    { file: 'shared/core/src/validation/planted.ts', code: MODULE },
    { file: 'shared/core/src/i18n/zh-CN/planted.ts', code: MODULE },
    { file: 'shared/ui/src/sms/planted.test.ts', code: MODULE },
    { file: 'shared/mock-api/src/planted.ts', code: MODULE },
  ]);

  it('fails lint for Chinese text in a component: attribute, JSX text and template', () => {
    expect(component.filter((m) => m.ruleId === RULE)).toHaveLength(4);
  });

  it('fails lint for Chinese text in a .ts module: a string and a template', () => {
    expect(module.filter((m) => m.ruleId === RULE)).toHaveLength(2);
  });

  it('lets the catalogues, tests, QA harnesses, e2e and the mock API hold Chinese text', () => {
    for (const messages of [inCatalogue, inTest, inHarness, inE2e, moduleCatalogue, moduleTest, inMock]) expect(messages.filter((m) => m.ruleId === RULE)).toEqual([]);
  });

  it('passes a component that reads its texts from the catalogue', () => {
    expect(catalogued).toEqual([]);
  });
});
