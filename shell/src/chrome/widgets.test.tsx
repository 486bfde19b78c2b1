import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BackToTop } from './BackToTop';
import { Footer } from './Footer';
import { ChatWidget } from './chat/ChatWidget';
import { ChatPanel } from './chat/ChatPanel';
import { getSessionConfig, iamSignOnUrl } from '@portal/core';
import { ConsultButton } from './ConsultButton';
import { footerVariantFor, loadPortalConfig, parsePortalConfig, resetPortalConfig } from './portalConfig';
import type { ChatSession } from './chat/sdk';
import { markFirstContent } from '@portal/ui';

const CONFIG = {
  footer: { default: 'factoring', hosts: { 'digital.portal.test': 'digital', localhost: 'digital' } },
  customerServiceUrl: '/__mock/chrome/service',
  chatSdkUrl: '/__mock/chrome/chat-sdk.js',
};

function serveConfig(body: unknown = CONFIG) {
  const fetchMock = jest.fn(async () => ({ ok: true, json: async () => body }));
  Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: fetchMock });
  return fetchMock;
}

function scrollToY(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  resetPortalConfig();
  // The page's content is shown: the chrome reads its config now.
  markFirstContent();
  delete window.PortalChatSDK;
  document.getElementById('portal-chat-sdk')?.remove();
});

describe('the footer', () => {
  it('shows the legal text of the variant the run-time config gives this host, fetched uncached', async () => {
    const fetchMock = serveConfig();
    render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveAttribute('data-variant', 'loading');
    await waitFor(() => expect(footer).toHaveAttribute('data-variant', 'digital'));
    expect(footer).toHaveTextContent('链融数字科技有限公司');
    expect(fetchMock).toHaveBeenCalledWith('/cWeb/portal.config.json', { cache: 'no-store' });
  });

  it.each([
    ['digital.portal.test', 'digital'],
    ['DIGITAL.portal.test', 'digital'],
    ['factoring.example', 'factoring'],
  ])('maps %s to %s', (host, variant) => {
    expect(footerVariantFor(host, parsePortalConfig(CONFIG))).toBe(variant);
  });

  it('falls back field by field on a bad file', () => {
    const config = parsePortalConfig({ footer: { default: 'bank', hosts: { a: 'digital', b: 'nope' } }, chatSdkUrl: 7 });
    expect(config.footer).toEqual({ default: 'factoring', hosts: { a: 'digital' } });
    // A bad address is no address (the built file names none of the mock's).
    expect(config.chatSdkUrl).toBeUndefined();
    expect(parsePortalConfig(null).footer.default).toBe('factoring');
  });
});

describe("the portal's outside addresses (portal.config.json)", () => {
  it('hands the IAM centre and the business systems to the session, as the file names them', async () => {
    serveConfig({ ...CONFIG, iamLoginUrl: 'https://iam.example/login', businessSystemUrl: 'https://biz.example/{key}/entry' });
    await loadPortalConfig();
    expect(iamSignOnUrl('http://localhost/cWeb/loginByIam', 'http://localhost')).toBe('https://iam.example/login?redirect=http%3A%2F%2Flocalhost%2FcWeb%2FloginByIam');
    expect(getSessionConfig().businessSystemUrl?.('pro bill')).toBe('https://biz.example/pro%20bill/entry');
  });

  it('a file that names none leaves the session without them, and shows no consultation button', async () => {
    serveConfig({ footer: CONFIG.footer });
    await loadPortalConfig();
    expect(getSessionConfig()).toEqual({ iamLoginUrl: undefined, businessSystemUrl: undefined });
    expect(iamSignOnUrl('http://localhost/cWeb/loginByIam', 'http://localhost')).toBeUndefined();
    const { container } = render(<ConsultButton />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('the consultation button opens the file\'s customer-service page', async () => {
    serveConfig();
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    render(<ConsultButton />);
    const button = screen.getByRole('button', { name: '在线咨询' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(open).toHaveBeenCalledWith('/__mock/chrome/service', '_blank', 'noopener');
    open.mockRestore();
  });
});

describe('back to top', () => {
  afterEach(() => jest.useRealTimers());

  it('shows beyond 800 px and scrolls to the top in 30 steps of 16.7 ms', () => {
    jest.useFakeTimers();
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    render(<BackToTop />);
    scrollToY(800);
    expect(screen.queryByRole('button', { name: '回到顶部' })).not.toBeInTheDocument();
    scrollToY(1600);
    fireEvent.click(screen.getByRole('button', { name: '回到顶部' }));
    act(() => {
      jest.advanceTimersByTime(250);
    });
    expect(scrollTo.mock.calls.length).toBeGreaterThan(10);
    expect(scrollTo.mock.calls.length).toBeLessThan(30);
    act(() => {
      jest.advanceTimersByTime(300);
    });
    expect(scrollTo).toHaveBeenCalledTimes(30);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});

describe('the AI chat widget', () => {
  afterEach(() => jest.useRealTimers());

  it('stays hidden and retries every 500 ms until the SDK has loaded, then shows', async () => {
    serveConfig();
    jest.useFakeTimers();
    const ask = jest.fn();
    const init = jest.fn(() => ({ ask }));
    render(<ChatWidget />);
    await act(async () => {
      await Promise.resolve();
    });
    await waitFor(() => expect(document.getElementById('portal-chat-sdk')).toHaveAttribute('src', '/__mock/chrome/chat-sdk.js'));
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.queryByRole('button', { name: '智能助手' })).not.toBeInTheDocument();

    // The script arrives late: the next attempt, at most 500 ms later, initialises it.
    window.PortalChatSDK = { init };
    act(() => {
      jest.advanceTimersByTime(500);
    });
    expect(init).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '智能助手' })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(init).toHaveBeenCalledTimes(1);
  });
});

describe('the chat panel', () => {
  const session = (ask: ChatSession['ask']): ChatSession => ({ ask });
  const send = (text: string) => {
    fireEvent.change(screen.getByRole('textbox'), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
  };

  it('takes at most 50 characters', () => {
    const ask = jest.fn(async () => ({ known: true, answer: 'ok' }));
    render(<ChatPanel session={session(ask)} open onClose={jest.fn()} />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('maxLength', '50');
    fireEvent.change(input, { target: { value: '问'.repeat(70) } });
    expect((input as HTMLInputElement).value).toHaveLength(50);
  });

  it('shows the answer, the unknown-question message, and the connection error', async () => {
    const ask = jest
      .fn<ReturnType<ChatSession['ask']>, [string]>()
      .mockResolvedValueOnce({ known: true, answer: '使用手机号登录' })
      .mockResolvedValueOnce({ known: false, answer: '' })
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<ChatPanel session={session(ask)} open onClose={jest.fn()} />);
    send('怎么登录');
    expect(await screen.findByText('使用手机号登录')).toBeInTheDocument();
    send('天气');
    expect(await screen.findByText(/这个问题我暂时无法回答/)).toBeInTheDocument();
    send('怎么登录');
    expect(await screen.findByText('Sorry, connection error, please try again later')).toBeInTheDocument();
    expect(ask).toHaveBeenCalledWith('怎么登录');
  });
});
