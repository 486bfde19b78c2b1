/**
 * @jest-environment jsdom
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { insertStylesheet } = require('./kit-css.cjs') as { insertStylesheet: (link: HTMLLinkElement) => void };

describe('where a stylesheet goes (mini-css-extract-plugin insert)', () => {
  const link = (href: string) => Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  const heads = () => [...document.head.children].map((el) => el.getAttribute('href') ?? el.getAttribute('data-rc-order') ?? el.id);

  beforeEach(() => {
    document.head.innerHTML = '<style data-rc-order="prependQueue">.css-var-portal{}</style><style id="ui"></style><link rel="stylesheet" href="/cWeb/bootstrap.aaaaaaaa.css" />';
  });

  it("puts the kit's sheet before the apps' CSS, after antd's own run-time styles, and marks it", () => {
    insertStylesheet(link('/cWeb/kit-sheet.0123abcd.css'));
    expect(heads()).toEqual(['prependQueue', '/cWeb/kit-sheet.0123abcd.css', 'ui', '/cWeb/bootstrap.aaaaaaaa.css']);
    expect(document.head.querySelectorAll('link[data-portal-kit-css]')).toHaveLength(1);
  });

  it('puts every other stylesheet last, as mini-css-extract-plugin does by default', () => {
    insertStylesheet(link('/cWeb/remotes/mf_auth/page.bbbbbbbb.css'));
    expect(heads().at(-1)).toBe('/cWeb/remotes/mf_auth/page.bbbbbbbb.css');
    expect(document.head.querySelectorAll('link[data-portal-kit-css]')).toHaveLength(0);
  });
});
