// One catalogue per package and locale: Chinese text in a .tsx file belongs in the package's
// src/i18n/zh-CN/ catalogue, so another locale never means editing components.

// Han ideographs, CJK punctuation, and full-width forms (，：（）！ and the like).
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff60]/u;

export const noCjkLiterals = {
  meta: {
    type: 'problem',
    docs: { description: 'Chinese text lives in the i18n/zh-CN catalogue, not in components.' },
    messages: { literal: 'Move "{{text}}" to the package’s src/i18n/zh-CN/ catalogue.' },
    schema: [],
  },
  create(context) {
    const report = (node, text) => {
      if (CJK.test(text)) context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 24) } });
    };
    return {
      Literal: (node) => typeof node.value === 'string' && report(node, node.value),
      TemplateElement: (node) => report(node, node.value.cooked ?? node.value.raw),
      JSXText: (node) => report(node, node.value),
    };
  },
};

/** Components only: tests, e2e, QA harnesses (dev/) and the catalogues themselves may hold text. */
export const i18nConfig = {
  files: ['**/*.tsx'],
  ignores: ['**/i18n/**', '**/*.test.tsx', '**/testing/**', '**/testing.tsx', 'shared/e2e/**', '**/dev/**'],
  plugins: { i18n: { rules: { 'no-cjk-literals': noCjkLiterals } } },
  rules: { 'i18n/no-cjk-literals': 'error' },
};
