import { expect, type Page } from '@playwright/test';
import { PRODUCTS } from '@portal/core/products';

/** The nine product pages with the names their headings show. */
export const PRODUCT_PAGES = PRODUCTS.map(({ key, name }) => ({ key, name }));

export const HELP_PAGES = [
  { path: '/helpCenter/loginRegister', title: '登录注册' },
  { path: '/helpCenter/personAuth', title: '个人认证' },
  { path: '/helpCenter/personAuth/process', title: '个人认证流程' },
  { path: '/helpCenter/entAuth', title: '企业认证' },
  { path: '/helpCenter/entAuth/process', title: '企业认证流程' },
  { path: '/helpCenter/changeInfo/legalPerson', title: '法定代表人变更' },
  { path: '/helpCenter/changeInfo/admin', title: '管理员变更' },
  { path: '/helpCenter/signature', title: '电子签章' },
  { path: '/helpCenter/financialProcess', title: '融资流程' },
];

/**
 * Every public page with what proves it rendered its real content (from the mock API or the
 * help files), not just its heading. `h1` is the page's level-one heading.
 */
export const PUBLIC_PAGES: { remote: string; path: string; h1: string; content: string }[] = [
  { remote: 'mf_home_products', path: '/home/index', h1: '首页', content: '商业保理与供应链金融服务' },
  { remote: 'mf_home_products', path: '/dynamics/index', h1: '新闻动态', content: '链融保理上线“应付电子凭证”多级流转功能，助力末端供应商融资' },
  { remote: 'mf_home_products', path: '/dynamics/article/n2025110801', h1: '新闻动态', content: '为进一步提升系统稳定性与服务体验' },
  { remote: 'mf_home_products', path: '/aboutUs/index', h1: '关于我们', content: '发展历程' },
  { remote: 'mf_home_products', path: '/enterpriseCentre/index', h1: '业务中心', content: '进入系统' },
  { remote: 'mf_home_products', path: '/threeEditorShow?id=risk-disclosure', h1: '保理业务风险揭示书', content: '应收账款真实性风险' },
  ...PRODUCT_PAGES.map((p) => ({ remote: 'mf_home_products', path: `/product/${p.key}`, h1: p.name, content: '所需材料' })),
  ...HELP_PAGES.map((p) => ({ remote: 'mf_help', path: p.path, h1: '帮助中心', content: p.title })),
  { remote: 'mf_treasury', path: '/treasuryFront/detail', h1: '司库服务', content: '申请开通' },
  { remote: 'mf_treasury', path: '/treasuryFront/result?no=SK202511200001', h1: '司库服务', content: '申请编号 SK202511200001' },
  { remote: 'mf_treasury', path: '/treasuryFront/list', h1: '司库服务', content: '共 28 条' },
  { remote: 'mf_treasury', path: '/treasuryFront/temp', h1: '司库服务', content: '司库服务线下申请表' },
  { remote: 'mf_treasury', path: '/treasuryFront/productBrochure', h1: '司库服务', content: '一张图看懂司库服务' },
  { remote: 'mf_treasury', path: '/treasuryFront/view/image/treasury-overview.png', h1: '司库服务', content: '文件预览' },
];

/** The page's own content, inside the remote's frame in the portal or the harness alone. */
export const content = (page: Page) => page.locator('[data-remote], .portal-harness__frame').first();

export async function expectPublicPage(page: Page, h1: string, text: string): Promise<void> {
  await expect(content(page).locator('h1').first()).toHaveText(h1);
  await expect(content(page).getByText(text, { exact: false }).filter({ visible: true }).first()).toBeVisible();
}

/** Listens for any sign that hostile content ran: a dialog, or the flag its vectors would set. */
export async function watchForScripts(page: Page): Promise<{ dialogs: string[] }> {
  const seen = { dialogs: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}
