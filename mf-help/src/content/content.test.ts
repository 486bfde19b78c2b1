import { plainText, renderHelp, slugify, toContentTree, ANCHOR_PREFIX } from './markdown';
import { safeUrl, type ContentElement, type ContentNode } from './tree';
import { queryWords, searchHelp } from './search';
import { HELP_TOPICS } from './topics';

/** Every element of a tree, depth first. */
function elements(nodes: readonly ContentNode[]): ContentElement[] {
  return nodes.flatMap((node) => (typeof node === 'string' ? [] : [node, ...elements(node.slice(2) as ContentNode[])]));
}

describe('the nine help pages', () => {
  it('are the spec pages, with loginRegister first (the default)', () => {
    expect(HELP_TOPICS.map((t) => t.path.replace('/helpCenter/', ''))).toEqual([
      'loginRegister',
      'personAuth',
      'personAuth/process',
      'entAuth',
      'entAuth/process',
      'changeInfo/legalPerson',
      'changeInfo/admin',
      'signature',
      'financialProcess',
    ]);
  });

  it.each(HELP_TOPICS.map((t) => [t.title, t]))('%s has real guidance in sections with anchors', (_title, topic) => {
    const { body, sections } = topic.content;
    expect(sections.reduce((n, s) => n + s.text.length, 0)).toBeGreaterThan(250);
    expect(sections.length).toBeGreaterThanOrEqual(3);
    const h3 = elements(body).filter(([tag]) => tag === 'h3');
    for (const section of sections) {
      expect(section.anchor.startsWith(ANCHOR_PREFIX)).toBe(true);
      expect(h3.map(([, attributes]) => attributes)).toContainEqual({ id: section.anchor, tabindex: '-1' });
      expect(section.text.length).toBeGreaterThan(20);
    }
    expect(elements(body).map(([tag]) => tag)).not.toEqual(expect.arrayContaining(['h1']));
    expect(elements(body).map(([tag]) => tag)).not.toEqual(expect.arrayContaining(['h2']));
  });
});

describe('markdown helpers', () => {
  it('slugs keep CJK, letters and digits', () => {
    expect(slugify('第一步：选择业务与企业')).toBe('第一步-选择业务与企业');
    expect(slugify('What is SMS 2FA?')).toBe('what-is-sms-2fa');
    expect(slugify('？！')).toBe('section');
  });

  it('gives repeated headings distinct anchors', () => {
    const { body, sections } = renderHelp('## 常见问题\n\n一\n\n## 常见问题\n\n二');
    expect(sections.map((s) => s.anchor)).toEqual([`${ANCHOR_PREFIX}常见问题`, `${ANCHOR_PREFIX}常见问题-2`]);
    expect(body).toEqual([
      ['h3', { id: `${ANCHOR_PREFIX}常见问题`, tabindex: '-1' }, '常见问题'],
      ['p', {}, '一'],
      ['h3', { id: `${ANCHOR_PREFIX}常见问题-2`, tabindex: '-1' }, '常见问题'],
      ['p', {}, '二'],
    ]);
  });

  it('reduces markdown to words', () => {
    expect(plainText('**加粗** 与 [链接](/x)\n\n| a | b |\n| --- | --- |\n- 列表')).toBe('加粗 与 链接 a b 列表');
  });
});

describe('the content tree', () => {
  it('keeps text structure, inline marks, links and tables, with the spaces between inline marks and none between rows', () => {
    expect(renderHelp('**一** *二* [三](/cWeb/x)\n\n| a | b |\n| --- | :-: |\n| 1 | 2 |\n\n1. 甲\n2. 乙').body).toEqual([
      ['p', {}, ['strong', {}, '一'], ' ', ['em', {}, '二'], ' ', ['a', { href: '/cWeb/x' }, '三']],
      ['table', {}, ['thead', {}, ['tr', {}, ['th', {}, 'a'], ['th', { align: 'center' }, 'b']]], ['tbody', {}, ['tr', {}, ['td', {}, '1'], ['td', { align: 'center' }, '2']]]],
      ['ol', {}, ['li', {}, '甲'], ['li', {}, '乙']],
    ]);
  });

  it.each([
    ['a script', '<script>alert(1)</script>', /<script> is not allowed/],
    ['an event handler', '<p onclick="alert(1)">x</p>', /onclick on <p> is not allowed/],
    ['a style', '<p style="position:fixed">x</p>', /style on <p> is not allowed/],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', /is not an allowed address/],
    ['a frame', '<iframe src="https://example.com"></iframe>', /<iframe> is not allowed/],
  ])('fails the build on %s', (_name, html, error) => {
    expect(() => toContentTree(html)).toThrow(error);
  });

  it.each([
    ['a tab inside the scheme', '<a href="jav&#9;ascript:alert(1)">x</a>'],
    ['a line break inside the scheme', '<a href="java&#10;script:alert(1)">x</a>'],
    ['a leading control and space', '<a href="&#14; javascript:alert(1)">x</a>'],
    ['an upper-case scheme in an image', '<img src=" JaVaScRiPt:alert(1)" alt="x">'],
    ['a data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="x">'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ])('fails the build on a script address the browser would follow: %s', (_name, html) => {
    expect(() => toContentTree(html)).toThrow(/is not an allowed address/);
  });

  it.each([
    ['jav\tascript:alert(1)', false],
    ['\u000e javascript:alert(1)', false],
    ['\u0000javascript:alert(1)', false],
    ['javascript\n:alert(1)', false],
    ['file:///etc/passwd', false],
    ['https://www.example.com/a?b=1', true],
    ['HTTP://example.com', true],
    ['mailto:service@example.com', true],
    ['tel:400-000-0000', true],
    ['/cWeb/helpCenter/personAuth', true],
    ['#user-content-section', true],
    ['../x.png', true],
    ['javascript-guide.html', true],
  ])('reads %j as the browser does: allowed %p', (url, allowed) => {
    expect(safeUrl(url)).toBe(allowed);
  });

  it('fails the build on raw HTML written in the Markdown', () => {
    expect(() => renderHelp('正文 <img src=x onerror="alert(1)">')).toThrow(/onerror on <img> is not allowed/);
  });
});

describe('searchHelp', () => {
  it('finds a page by a word that is only in its body, and points at the section', () => {
    const hits = searchHelp(HELP_TOPICS, '小额打款');
    expect(hits.map((h) => h.topic.title)).toContain('企业认证流程');
    const process = hits.find((h) => h.topic.title === '企业认证流程');
    expect(process?.section?.title).toBe('第三步：完成认证');
    expect(process?.snippet.match).toBe('小额打款');
  });

  it('needs every word of the query', () => {
    expect(searchHelp(HELP_TOPICS, '验证码 锁定').map((h) => h.topic.title)).toEqual(['登录注册']);
    expect(searchHelp(HELP_TOPICS, '验证码 火星')).toEqual([]);
  });

  it('ranks a title match first', () => {
    expect(searchHelp(HELP_TOPICS, '电子签章')[0].topic.title).toBe('电子签章');
  });

  it('ignores case, punctuation and empty queries', () => {
    expect(queryWords(' 滑块，验证 ')).toEqual(['滑块', '验证']);
    expect(searchHelp(HELP_TOPICS, '   ')).toEqual([]);
    expect(searchHelp(HELP_TOPICS, 'ERP').map((h) => h.topic.title)).toEqual(searchHelp(HELP_TOPICS, 'erp').map((h) => h.topic.title));
  });
});
