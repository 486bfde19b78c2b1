import { documentTitle, refinePageTitle, refinedPageTitle, routeTitle } from './index';

/** Every route of spec 000 section 2. */
const SPEC_ROUTES = [
  '/403', '/login', '/updatePw', '/login/byIam', '/browserHelp', '/forget', '/threeEditorShow', '/testApi',
  '/home/index', '/dynamics/index', '/enterpriseCentre/index', '/aboutUs/index',
  '/product/bill', '/product/smallsupply', '/product/winnings', '/product/twogold', '/product/factoring',
  '/product/foreignTrade', '/product/orderCredit', '/product/orderProtection', '/product/huafubao',
  '/treasuryFront/detail', '/treasuryFront/result', '/treasuryFront/list', '/treasuryFront/temp',
  '/treasuryFront/productBrochure', '/treasuryFront/view/pdf/brochure.pdf',
  '/AuthPerson/AuthCertificate', '/AuthPerson/AuthType', '/AuthPerson/AuthResult', '/AuthPerson/SelectProduct',
  '/AuthEnterprise/SelectBusiness', '/AuthEnterprise/SelectBusinessOrder', '/AuthEnterprise/AuthCertificate',
  '/AuthEnterprise/AuthPayment', '/AuthEnterprise/AuthBackfill', '/AuthEnterprise/AuthType', '/AuthEnterprise/AuthUpload',
  '/AuthEnterprise/AuthReject', '/AuthEnterprise/AuthManualReview', '/AuthEnterprise/AuthResult',
  '/AuthEnterprise/addAdministrator', '/AuthEnterprise/legalPersonAuthType',
  '/LegalChange/Legal/sign', '/LegalChange/Legal/change', '/LegalChange/Legal/result', '/LegalChange/admin/upload',
  '/LegalChange/admin/notifyLegal', '/LegalChange/admin/manualReview', '/LegalChange/admin/reject',
  '/AdminChange/become/change', '/AdminChange/become/notifyLegal', '/AdminChange/result',
  '/business/center', '/base/info', '/contract', '/contract/enterprise/list', '/contract/enterprise/detail',
  '/contract/enterprise/sign', '/contract/enterprise/success', '/contract/person/list', '/contract/person/detail',
  '/contract/person/sign', '/contract/person/success', '/download/center', '/set/center', '/open/service', '/contract/success',
  '/helpCenter/loginRegister', '/helpCenter/personAuth', '/helpCenter/personAuth/process', '/helpCenter/entAuth',
  '/helpCenter/entAuth/process', '/helpCenter/changeInfo/legalPerson', '/helpCenter/changeInfo/admin',
  '/helpCenter/signature', '/helpCenter/financialProcess',
];

describe('document titles', () => {
  it('the diagnostics page (not a spec route) has one too', () => {
    expect(routeTitle('/__portal')).toBe('门户诊断');
  });

  it.each(SPEC_ROUTES)('%s has a page name of its own', (path) => {
    expect(routeTitle(path)).toMatch(/\S/);
  });

  it.each([
    ['/home/index', '首页 - 供应链金融服务平台'],
    ['/product/twogold', '保理营运资金 - 产品中心 - 供应链金融服务平台'],
    ['/product/bill', '票据保理 - 产品中心 - 供应链金融服务平台'],
    ['/product/nothing', '页面不存在 - 供应链金融服务平台'],
    ['/dynamics/index', '新闻动态 - 供应链金融服务平台'],
    ['/dynamics/article/3', '新闻动态 - 供应链金融服务平台'],
    ['/login', '登录 - 供应链金融服务平台'],
    ['/login/byIam', '集团统一认证登录 - 供应链金融服务平台'],
    ['/AuthEnterprise/AuthPayment', '小额打款认证 - 企业认证 - 供应链金融服务平台'],
    ['/LegalChange/Legal/change', '法定代表人变更 - 供应链金融服务平台'],
    ['/contract/person/list', '合同管理 - 用户中心 - 供应链金融服务平台'],
    ['/contract/person/sign', '签署个人合同 - 用户中心 - 供应链金融服务平台'],
    ['/treasuryFront/detail', '司库服务 - 供应链金融服务平台'],
    ['/helpCenter/signature', '帮助中心 - 供应链金融服务平台'],
    ['/loginx', '供应链金融服务平台'],
    ['/unknown/page', '供应链金融服务平台'],
  ])('%s reads "%s" (the longest prefix wins)', (path, title) => {
    expect(documentTitle(routeTitle(path))).toBe(title);
  });

  it('keeps a page’s own name for its URL until the page withdraws it', () => {
    const withdraw = refinePageTitle('/cWeb/dynamics/article/3', '平台上线公告');
    expect(refinedPageTitle('/cWeb/dynamics/article/3')).toBe('平台上线公告');
    expect(refinedPageTitle('/cWeb/dynamics/article/4')).toBeUndefined();
    const next = refinePageTitle('/cWeb/dynamics/article/3', '新标题');
    withdraw();
    expect(refinedPageTitle('/cWeb/dynamics/article/3')).toBe('新标题');
    next();
    expect(refinedPageTitle('/cWeb/dynamics/article/3')).toBeUndefined();
  });
});
