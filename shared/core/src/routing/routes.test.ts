import { ALL_ROUTES, BASE_PATH, ROUTES, documentPath, routesOf, type RouteOwner } from './routes';
import { ENTERPRISE_PAGES } from '../auth/enterprise';
import { PERSONAL_PAGES } from '../auth/personal';
import { ADMIN_CHANGE_PAGES, LEGAL_CHANGE_PAGES } from '../auth/change';
import { PRODUCT_KEYS, productPath } from '../products';

describe('the route map', () => {
  it('lists each path once', () => {
    const paths = ALL_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each<[RouteOwner, number]>([
    ['shell', 9],
    ['mf-home-products', 7],
    ['mf-auth', 26],
    ['mf-user-center', 11],
    ['mf-help', 10],
    ['mf-treasury', 7],
  ])('holds the pages of %s (%i)', (owner, count) => {
    expect(routesOf(owner)).toHaveLength(count);
  });

  it('names every page of the spec the authentication rules know', () => {
    expect(Object.keys(ROUTES.auth.enterprise).sort()).toEqual([...ENTERPRISE_PAGES].sort());
    expect(Object.keys(ROUTES.auth.person).sort()).toEqual([...PERSONAL_PAGES].sort());
    expect(Object.values(LEGAL_CHANGE_PAGES)).toEqual(Object.values(ROUTES.auth.legalChange).map((r) => r.path));
    expect(Object.values(ADMIN_CHANGE_PAGES)).toEqual(Object.values(ROUTES.auth.adminChange).map((r) => r.path));
  });

  it('builds each product page from the one product route', () => {
    expect(PRODUCT_KEYS.map(productPath)).toEqual(PRODUCT_KEYS.map((key) => `/product/${key}`));
  });
});

describe('href', () => {
  it.each<[string, string, string]>([
    ['a page without parameters', ROUTES.home.index.href(), '/home/index'],
    ['the enterprise tab', ROUTES.userCentre.baseInfo.href({ tabname: 'ent' }), '/base/info?tabname=ent'],
    [
      "a product's enterprise authentication",
      ROUTES.auth.enterprise.SelectBusiness.href({ busType: 'abcp', fromProduct: 'twogold' }),
      '/AuthEnterprise/SelectBusiness?busType=abcp&fromProduct=twogold',
    ],
    [
      'continuing an authentication, query in the order given',
      ROUTES.auth.enterprise.AuthPayment.href({ type: 'ContinueAuth', creditCode: '91330100MA2B3C4D5E', fromProduct: 'smallsupply' }),
      '/AuthEnterprise/AuthPayment?type=ContinueAuth&creditCode=91330100MA2B3C4D5E&fromProduct=smallsupply',
    ],
    ['absent parameters left out', ROUTES.auth.person.AuthType.href({ type: 'addAuthTypeFace', fromProduct: undefined, fromPage: undefined }), '/AuthPerson/AuthType?type=addAuthTypeFace'],
    ['an empty value kept', ROUTES.auth.enterprise.AuthCertificate.href({ creditCode: '', type: 'addEntAuth' }), '/AuthEnterprise/AuthCertificate?creditCode=&type=addEntAuth'],
    ['fromPage', ROUTES.auth.person.AuthCertificate.href({ fromPage: 'business' }), '/AuthPerson/AuthCertificate?fromPage=business'],
    ['a change page with its company', ROUTES.auth.legalChange.adminUpload.href({ creditCode: '91330100MA2B3C4D5E' }), '/LegalChange/admin/upload?creditCode=91330100MA2B3C4D5E'],
    ['a task link', ROUTES.auth.legalChange.legalSign.href({ instId: 'LC 1', changeWay: 'LEGAL' }), '/LegalChange/Legal/sign?instId=LC+1&changeWay=LEGAL'],
    ['a path parameter', ROUTES.home.newsArticle.href({ id: 'n2025110801' }), '/dynamics/article/n2025110801'],
    ['a product', ROUTES.home.product.href({ product: 'bill' }), '/product/bill'],
    ['path parameters encoded', ROUTES.treasury.view.href({ type: 'pdf', file: 'a b/c.pdf' }), '/treasuryFront/view/pdf/a%20b%2Fc.pdf'],
    ['a contract scope and id', ROUTES.userCentre.contractDetail.href({ scope: 'person', id: 'C-1' }), '/contract/person/detail?id=C-1'],
    ['a contract list filtered', ROUTES.userCentre.contractList.href({ scope: 'enterprise', status: 'TO_SIGN' }), '/contract/enterprise/list?status=TO_SIGN'],
    ['the login page with the way back', ROUTES.shell.login.href({ from: '/product/bill?x=1' }), '/login?from=%2Fproduct%2Fbill%3Fx%3D1'],
    ['the QA sign-in', ROUTES.shell.qaSignIn.href({ mobile: '13800000000', redirect: '/business/center' }), '/__qa/sign-in?mobile=13800000000&redirect=%2Fbusiness%2Fcenter'],
    ['a fragment', ROUTES.treasury.detail.href(undefined, { hash: 'apply' }), '/treasuryFront/detail#apply'],
    ['a treasury search', ROUTES.treasury.list.href({ keyword: 'SK 1' }), '/treasuryFront/list?keyword=SK+1'],
    ['the rich-text page', ROUTES.home.richText.href({ id: 'risk-disclosure' }), '/threeEditorShow?id=risk-disclosure'],
    ['a help topic', ROUTES.help.changeInfoLegalPerson.href(), '/helpCenter/changeInfo/legalPerson'],
  ])('%s', (_name, href, expected) => {
    expect(href).toBe(expected);
  });

  it("types each route's own parameters (tsc -b refuses the lines marked)", () => {
    // @ts-expect-error -- tabname is 'ent' or 'person'
    expect(ROUTES.userCentre.baseInfo.href({ tabname: 'x' })).toBe('/base/info?tabname=x');
    // @ts-expect-error -- creditCod is no query parameter of the authentication pages
    expect(ROUTES.auth.person.AuthType.href({ creditCod: '1' })).toBe('/AuthPerson/AuthType?creditCod=1');
    // @ts-expect-error -- a contract's scope is enterprise or person
    expect(ROUTES.userCentre.contractList.href({ scope: 'company' })).toBe('/contract/company/list');
    // @ts-expect-error -- a news article needs its id
    expect(() => ROUTES.home.newsArticle.href()).toThrow('the path parameter id is missing');
  });

  it('refuses a missing path parameter', () => {
    expect(() => ROUTES.home.newsArticle.href({ id: '' })).toThrow('/dynamics/article/:id: the path parameter id is missing');
  });

  it('puts a path below the base path', () => {
    expect(BASE_PATH).toBe('/cWeb');
    expect(documentPath(ROUTES.home.index.href())).toBe('/cWeb/home/index');
  });
});
