import { render } from '@testing-library/react';
import { RichText } from './RichText';
import { sanitizeHtml } from './sanitize';
import { XSS_VECTORS } from '../testing/xss-vectors';

declare global {
  interface Window {
    __xss?: () => void;
  }
}

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster'];
const FORBIDDEN_TAGS = ['script', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'style', 'link', 'meta', 'base', 'svg', 'math', 'template', 'body'];

/** Everything that would let markup run code, found in a rendered tree. */
function dangers(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (FORBIDDEN_TAGS.includes(tag)) found.push(`<${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (name === 'style' || name === 'srcdoc') found.push(`${tag}[${name}]`);
      // eslint-disable-next-line no-control-regex
      const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript|data:text\/html)/.test(value)) found.push(`${tag}[${name}=${attr.value}]`);
    }
  }
  return found;
}

describe('sanitizeHtml', () => {
  beforeEach(() => {
    window.__xss = jest.fn();
  });

  afterEach(() => {
    delete window.__xss;
  });

  it('is tested against at least thirty known vectors', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(30);
  });

  it('would see the danger in at least thirty of the vectors left unsanitised', () => {
    const raw = XSS_VECTORS.filter((vector) => {
      // An inert document: the raw markup is inspected, never run.
      return dangers(new DOMParser().parseFromString(vector, 'text/html').body).length > 0;
    });
    expect(raw.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_VECTORS.map((v) => [v]))('neutralises %s', (vector) => {
    const { container } = render(<RichText html={`<p>正文</p>${vector}<p>结尾</p>`} />);
    expect(dangers(container)).toEqual([]);
    // Events a visitor might trigger on what is left.
    for (const el of Array.from(container.querySelectorAll('*'))) {
      for (const type of ['click', 'mouseover', 'focus', 'error', 'load', 'toggle', 'pointerenter']) el.dispatchEvent(new Event(type));
    }
    expect(window.__xss).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('正文');
  });

  it('keeps the structure of ordinary rich text', () => {
    const html =
      '<h3>业务亮点</h3><p>支持<strong>线上</strong>办理，<em>T+1</em> 放款。</p><ul><li>额度高</li></ul>' +
      '<table><tr><th>期限</th><td>180 天</td></tr></table><img src="/cWeb/a.png" alt="示意图"><a href="/cWeb/product/bill">票据保理</a>';
    const out = sanitizeHtml(html);
    expect(out).toContain('<h3>业务亮点</h3>');
    expect(out).toContain('<strong>线上</strong>');
    expect(out).toContain('<th>期限</th>');
    expect(out).toContain('<img src="/cWeb/a.png" alt="示意图">');
    expect(out).toContain('<a href="/cWeb/product/bill">票据保理</a>');
  });

  it('opens outside links in a new tab without an opener', () => {
    const out = sanitizeHtml('<a href="https://www.pbc.gov.cn/" target="_self">人民银行</a><a href="/cWeb/aboutUs/index" target="_top">关于</a>');
    expect(out).toContain('<a href="https://www.pbc.gov.cn/" target="_blank" rel="noopener noreferrer">人民银行</a>');
    expect(out).toContain('<a href="/cWeb/aboutUs/index">关于</a>');
  });

  it('hands the parser no style attribute (the portal’s CSP would report each), and keeps the rest as written', () => {
    const parse = jest.spyOn(window.DOMParser.prototype, 'parseFromString');
    try {
      const html =
        '<p style="text-align:right">落款</p><p title="a style=b" STYLE=\'color:red\' class="c">标题</p>' +
        '<p/style=color:red>斜线</p><p data-x="1"\nstyle\n=\n"x" >换行</p><p>style="正文"</p>';
      const out = sanitizeHtml(html);
      const parsed = parse.mock.calls.map(([source]) => String(source)).join('');
      parse.mockRestore();
      expect(parsed).toContain('落款');
      expect(new DOMParser().parseFromString(parsed, 'text/html').querySelectorAll('[style]')).toHaveLength(0);
      expect(out).toBe('<p>落款</p><p title="a style=b" class="c">标题</p><p>斜线</p><p>换行</p><p>style="正文"</p>');
    } finally {
      parse.mockRestore();
    }
  });

  it('prefixes content ids so they cannot shadow document properties', () => {
    const out = sanitizeHtml('<h3 id="cookie">标题</h3>');
    expect(out).not.toContain('id="cookie"');
  });
});
