import { lintSnippets } from './lintSnippets';

const RULE = 'i18n/no-cjk-literals';
const COMPONENT = "export const Page = () => <p title='提示'>加载中，请稍候</p>;\nexport const total = (n: number) => `共 ${n} 条`;\n";

describe('one catalogue per package and locale (eslint.config.mjs)', () => {
  const [component, inCatalogue, inTest, inHarness, inE2e, catalogued] = lintSnippets([
    { file: 'mf-help/src/pages/Planted.tsx', code: COMPONENT },
    { file: 'mf-help/src/i18n/zh-CN/planted.tsx', code: COMPONENT },
    { file: 'shell/src/chrome/Planted.test.tsx', code: COMPONENT },
    { file: 'mf-treasury/dev/Planted.tsx', code: COMPONENT },
    { file: 'shared/e2e/tests/planted.tsx', code: COMPONENT },
    { file: 'shared/ui/src/Planted.tsx', code: "import { notFound as t } from './i18n/zh-CN/pages';\nexport const Page = () => <p title={t.title}>{t.text}</p>;\n" },
  ]);

  it('fails lint for Chinese text in a component: attribute, JSX text and template', () => {
    expect(component.filter((m) => m.ruleId === RULE)).toHaveLength(4);
  });

  it('lets the catalogues, tests, QA harnesses and e2e hold Chinese text', () => {
    for (const messages of [inCatalogue, inTest, inHarness, inE2e]) expect(messages.filter((m) => m.ruleId === RULE)).toEqual([]);
  });

  it('passes a component that reads its texts from the catalogue', () => {
    expect(catalogued).toEqual([]);
  });
});
