import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, useState, type ReactNode } from 'react';
import { createRemoteParcel } from './createRemoteParcel';
import { BelowHeading, lazyDialog, lazyPage, preloadRoute, type RouteParams } from './lazyPage';
import { createTestSession } from '../testing/session';
import { deferredLoad } from '../testing/deferredLoad';

function at(path: string) {
  window.history.pushState(null, '', `/cWeb${path}`);
}


describe('lazyPage', () => {
  it('loads only the page of the path asked for', async () => {
    const help = jest.fn(() => Promise.resolve(() => <h1>帮助</h1>));
    const news = jest.fn(() => Promise.resolve(() => <h1>新闻</h1>));
    const Help = lazyPage(help);
    const News = lazyPage(news);
    const routes = [
      { path: '/help/*', page: Help, element: <section><Help /></section> },
      { path: '/news', page: News, element: <News /> },
    ];
    await preloadRoute(routes, '/cWeb/help/faq');
    expect(help).toHaveBeenCalledTimes(1);
    expect(news).not.toHaveBeenCalled();
  });

  it('loads the page a route declares however its element wraps it (a provider component of its own)', async () => {
    const load = jest.fn(() => Promise.resolve(() => <h1>合同</h1>));
    const Contract = lazyPage(load);
    // The page is rendered inside the provider's own code: no element tree shows it.
    function WithQueries() {
      return (
        <section data-provider="queries">
          <Contract />
        </section>
      );
    }
    await preloadRoute([{ path: '/contract/*', page: Contract, element: <WithQueries /> }], '/cWeb/contract/enterprise/list');
    expect(load).toHaveBeenCalledTimes(1);
    render(<WithQueries />);
    // Loaded before its render: it draws at once, without suspending.
    expect(screen.getByRole('heading', { name: '合同' })).toBeInTheDocument();
  });

  it('mounts with the page drawn: the mount waits for its code, and for a lazy part inside it', async () => {
    at('/contract/list');
    const inner = deferredLoad(() => <p>合同列表</p>);
    const List = lazyPage(inner.load);
    const Contract = lazyPage(() => Promise.resolve(() => (
      <>
        <h1>合同</h1>
        <List />
      </>
    )));
    const parcel = createRemoteParcel({ name: 'mf_user_center', routes: [{ path: '/contract/*', page: Contract, element: <Contract /> }], claims: [{ prefix: '/contract', layout: 'user-centre' }] });
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { name: 'mf_user_center', domElement, singleSpa: {}, mountParcel: jest.fn(), session: createTestSession() };
    await parcel.bootstrap(props as never);
    let mounted = false;
    const mounting = parcel.mount(props as never).then(() => {
      mounted = true;
    });
    await waitFor(() => expect(inner.load).toHaveBeenCalled());
    expect(mounted).toBe(false);
    await inner.answer();
    await mounting;
    expect(domElement).toHaveTextContent('合同合同列表');
    await parcel.unmount(props as never);
  });

  it('gives the shell a preload of the page at a path', async () => {
    const load = jest.fn(() => Promise.resolve(() => <h1>基本信息</h1>));
    const Info = lazyPage(load);
    const parcel = createRemoteParcel({ name: 'mf_user_center', routes: [{ path: '/base/info', page: Info, element: <Info /> }], claims: [{ prefix: '/base', layout: 'user-centre' }] });
    await parcel.preload('/cWeb/base/info');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyPage below its heading', () => {
  it('draws the heading without waiting for the code below it, which a prefetch of another page loads too', async () => {
    const body = deferredLoad(() => <p>待办事项</p>);
    const Body = lazyPage(body.load);
    const load = jest.fn(() =>
      Promise.resolve(() => (
        <>
          <h1>业务中心</h1>
          <Suspense fallback={null}>
            <Body />
          </Suspense>
        </>
      )),
    );
    const Centre = lazyPage(load);
    const routes = [{ path: '/business/center', page: Centre, below: [Body], element: <Centre /> }];
    await preloadRoute(routes, '/cWeb/business/center');
    expect(body.load).not.toHaveBeenCalled();
    render(<Centre />);
    expect(screen.getByRole('heading', { name: '业务中心' })).toBeInTheDocument();
    expect(body.load).toHaveBeenCalledTimes(1);
    await body.answer();
    expect(await screen.findByText('待办事项')).toBeInTheDocument();

    const next = deferredLoad(() => <p>合同列表</p>);
    const Next = lazyPage(next.load);
    const Contract = lazyPage(() => Promise.resolve(() => <h1>合同</h1>));
    const parcel = createRemoteParcel({ name: 'mf_user_center', routes: [{ path: '/contract/*', page: Contract, below: [Next], element: <Contract /> }], claims: [{ prefix: '/contract', layout: 'user-centre' }] });
    at('/contract/enterprise/list');
    await parcel.preload('/cWeb/contract/enterprise/list');
    expect(next.load).not.toHaveBeenCalled();
    at('/business/center');
    void parcel.preload('/cWeb/contract/enterprise/list');
    expect(next.load).toHaveBeenCalledTimes(1);
    await next.answer();
  });
});

describe('lazyPage of a router of its own (heading)', () => {
  it("loads the part that draws the opened step's heading with the route's code, not once the route has rendered it", async () => {
    const payment = jest.fn(() => Promise.resolve(() => <h1>支付</h1>));
    const result = jest.fn(() => Promise.resolve(() => <h1>结果</h1>));
    const Payment = lazyPage(payment);
    const Result = lazyPage(result);
    const STEPS: Record<string, typeof Payment> = { AuthPayment: Payment, AuthResult: Result };
    const wizard = deferredLoad(() => <p>向导</p>);
    const Wizard = lazyPage(wizard.load);
    const routes = [
      { path: '/AuthEnterprise/:step', page: Wizard, heading: ({ step }: RouteParams) => (step && STEPS[step] ? [STEPS[step]] : []), element: <section><Wizard /></section> },
    ];

    const opening = preloadRoute(routes, '/cWeb/AuthEnterprise/AuthPayment');
    // Asked for together: the step's page does not wait for the wizard's code.
    expect(wizard.load).toHaveBeenCalledTimes(1);
    expect(payment).toHaveBeenCalledTimes(1);
    expect(result).not.toHaveBeenCalled();
    await wizard.answer();
    await opening;

    // A hover's prefetch of another step loads that step's page too; an unknown step, nothing more.
    await preloadRoute(routes, '/cWeb/AuthEnterprise/AuthResult', { prefetch: true });
    expect(result).toHaveBeenCalledTimes(1);
    await preloadRoute(routes, '/cWeb/AuthEnterprise/nope');
    expect(payment).toHaveBeenCalledTimes(1);
    expect(wizard.load).toHaveBeenCalledTimes(1);
  });
});

describe('BelowHeading', () => {
  it('in the first view, asks for the code below the heading only once the heading has painted; later pages at once', async () => {
    const body = deferredLoad(() => <p>待办事项</p>);
    const Body = lazyPage(body.load);
    const page = () => (
      <>
        <h1>业务中心</h1>
        <BelowHeading>
          <Body />
        </BelowHeading>
      </>
    );
    const { unmount } = render(page());
    expect(screen.getByRole('heading', { name: '业务中心' })).toBeInTheDocument();
    expect(body.load).not.toHaveBeenCalled();
    await waitFor(() => expect(body.load).toHaveBeenCalledTimes(1));
    await body.answer();
    expect(await screen.findByText('待办事项')).toBeInTheDocument();
    unmount();
    render(page());
    expect(screen.getByText('待办事项')).toBeInTheDocument();
  });
});

describe('BelowHeading, nested parts', () => {
  it('asks for a part nested in another at once, not after the outer part has loaded', async () => {
    const frame = deferredLoad(({ children }: { children?: ReactNode }) => <div className="frame">{children}</div>);
    const form = deferredLoad(() => <form aria-label="实名认证" />);
    const Frame = lazyPage(frame.load);
    const Form = lazyPage(form.load);
    render(
      <>
        <h1>个人实名认证</h1>
        <BelowHeading>
          <Frame>
            <Form />
          </Frame>
        </BelowHeading>
      </>,
    );
    await waitFor(() => expect(frame.load).toHaveBeenCalledTimes(1));
    // The frame's code has not arrived, and the form's is already asked for.
    expect(form.load).toHaveBeenCalledTimes(1);
    await frame.answer();
    await form.answer();
    expect(await screen.findByRole('form', { name: '实名认证' })).toBeInTheDocument();
  });
});

describe('BelowHeading, parts named with it', () => {
  it('asks for a part the part below renders inside its own code at once, not once that code has run', async () => {
    const routes = deferredLoad(({ children }: { children?: ReactNode }) => <div className="routes">{children}</div>);
    const list = deferredLoad(() => <ul aria-label="合同列表" />);
    const Routes = lazyPage(routes.load);
    const List = lazyPage(list.load);
    render(
      <>
        <h1>合同管理</h1>
        <BelowHeading parts={[List]}>
          <Routes />
        </BelowHeading>
      </>,
    );
    await waitFor(() => expect(routes.load).toHaveBeenCalledTimes(1));
    expect(list.load).toHaveBeenCalledTimes(1);
    await routes.answer();
    await list.answer();
  });
});

describe('lazyDialog', () => {
  it('draws nothing while closed, then the dialog once opened, the page staying on screen meanwhile', async () => {
    const dialog = deferredLoad(({ open }: { open?: boolean }) => (open ? <div role="dialog">添加企业</div> : null));
    const Dialog = lazyDialog(dialog.load);
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <main>
          <h1>选择企业</h1>
          <button type="button" onClick={() => setOpen(true)}>
            添加
          </button>
          <Dialog open={open} />
        </main>
      );
    }
    render(<Page />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: '添加' }).click());
    expect(dialog.load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: '选择企业' })).toBeInTheDocument();
    await dialog.answer();
    expect(await screen.findByRole('dialog')).toHaveTextContent('添加企业');
  });
});
