import { SIGNED_IN_PAGES, byPersona, measureSignedIn, qaSignInUrl, signIn } from './scripts/bench-session.mjs';

describe("the bench's sign-in", () => {
  it('signs each persona in once, before its own pages, in the order of the issue', async () => {
    const steps: string[] = [];
    const results = await measureSignedIn(SIGNED_IN_PAGES, {
      signIn: async (mobile: string, first: { path: string }) => {
        steps.push(`sign in ${mobile} at ${first.path}`);
      },
      measure: async (page: { path: string }) => {
        steps.push(`measure ${page.path}`);
        return { jsBefore: 1 };
      },
    });
    expect(steps).toEqual([
      'sign in 13800000000 at /cWeb/business/center',
      'measure /cWeb/business/center',
      'measure /cWeb/contract/enterprise/list',
      'sign in 13800000002 at /cWeb/AuthPerson/AuthCertificate',
      'measure /cWeb/AuthPerson/AuthCertificate',
      'sign in 13800000014 at /cWeb/AuthEnterprise/SelectBusiness',
      'measure /cWeb/AuthEnterprise/SelectBusiness',
    ]);
    expect(results.map((r: { label: string; jsBefore: number }) => [r.label, r.jsBefore])).toEqual([
      ['business centre', 1],
      ['contract list', 1],
      ['AuthCertificate', 1],
      ['SelectBusiness', 1],
    ]);
  });

  it('groups pages by persona, keeping the first appearance order', () => {
    const groups = byPersona([
      { mobile: 'a', path: '1' },
      { mobile: 'b', path: '2' },
      { mobile: 'a', path: '3' },
    ]);
    expect(groups.map((g: { mobile: string; pages: { path: string }[] }) => [g.mobile, g.pages.map((p) => p.path)])).toEqual([
      ['a', ['1', '3']],
      ['b', ['2']],
    ]);
  });

  it("goes through the shell's QA sign-in route with the page to land on", () => {
    expect(qaSignInUrl('http://localhost:8460', '13800000000', '/cWeb/business/center', 't-1')).toBe(
      'http://localhost:8460/cWeb/__qa/sign-in?mobile=13800000000&redirect=%2FcWeb%2Fbusiness%2Fcenter&ticket=t-1',
    );
  });

  /** The console's sign-in ticket, as the mock would issue it. */
  const ticket = async () => 't-1';

  /** A Playwright page that lands where it is told, or shows the QA page's alert. */
  function fakePage({ landAt, alert }: { landAt: string; alert?: string }) {
    const visited: string[] = [];
    const locator = (visible: boolean, text = '') => ({
      first: () => locator(visible, text),
      or: () => ({ waitFor: async () => undefined }),
      waitFor: async () => undefined,
      isVisible: async () => visible,
      textContent: async () => text,
    });
    return {
      visited,
      goto: async (url: string) => {
        visited.push(url);
      },
      url: () => `http://localhost:8460${landAt}`,
      locator: () => locator(!alert),
      getByRole: () => locator(Boolean(alert), alert),
    };
  }

  it('waits for the landing page and checks it is the one asked for', async () => {
    const page = fakePage({ landAt: '/cWeb/business/center' });
    await signIn(page, { base: 'http://localhost:8460', mobile: '13800000000', redirect: '/cWeb/business/center', heading: 'h1', ticketOf: ticket });
    expect(page.visited).toEqual(['http://localhost:8460/cWeb/__qa/sign-in?mobile=13800000000&redirect=%2FcWeb%2Fbusiness%2Fcenter&ticket=t-1']);

    const elsewhere = fakePage({ landAt: '/cWeb/home/index' });
    await expect(signIn(elsewhere, { base: 'http://localhost:8460', mobile: '13800000000', redirect: '/cWeb/business/center', heading: 'h1', ticketOf: ticket })).rejects.toThrow(
      'bench: signing in 13800000000 landed on /cWeb/home/index, not /cWeb/business/center',
    );
  });

  it("stops with the QA page's reason when the sign-in is refused", async () => {
    const page = fakePage({ landAt: '/cWeb/__qa/sign-in', alert: ' 登录失败：slider not passed ' });
    await expect(signIn(page, { base: 'http://localhost:8460', mobile: '13800000002', redirect: '/cWeb/AuthPerson/AuthCertificate', heading: 'h1', ticketOf: ticket })).rejects.toThrow(
      'bench: signing in 13800000002 failed: 登录失败：slider not passed',
    );
  });
});
