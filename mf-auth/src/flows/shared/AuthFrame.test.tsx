import { fireEvent, render, screen } from '@testing-library/react';
import { bus, sessionStore } from '@portal/core';
import { SessionProvider, createPortalSession } from '@portal/ui';
import { AuthFrame, type AuthFrameProps } from './AuthFrame';

const texts = { signedOut: { lead: '请先登录，登录后即可办理。', login: '登录 / 注册' }, loading: '加载中', loadFailed: '加载失败', retry: '重试' };

const renderFrame = (props: Partial<AuthFrameProps>) =>
  render(
    <SessionProvider session={createPortalSession({ store: sessionStore })}>
      <AuthFrame load="ready" refresh={jest.fn()} texts={texts} title="选择业务类型" {...props}>
        {() => <p>页面内容</p>}
      </AuthFrame>
    </SessionProvider>,
  );

describe('the authentication pages\' frame', () => {
  it('shows a visitor the page heading and a login button that asks the shell', async () => {
    const requested = jest.fn();
    bus.on('login:requested', requested);
    renderFrame({ load: 'signedOut' });
    expect(screen.getByRole('heading', { name: '选择业务类型' })).toBeInTheDocument();
    expect(screen.queryByText('页面内容')).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: '登录 / 注册' }));
    expect(requested).toHaveBeenCalledTimes(1);
    bus.off('login:requested', requested);
  });

  it('offers a retry when loading failed, and a flow notice for its other states', async () => {
    const refresh = jest.fn();
    const { unmount } = renderFrame({ load: 'failed', refresh });
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败');
    unmount();
    renderFrame({ load: 'nothing', notices: { nothing: '当前没有需要您办理的变更事项。' } });
    expect(await screen.findByText('当前没有需要您办理的变更事项。')).toBeInTheDocument();
  });

  it('while loading shows the loading state only, never a heading or step that the state may yet send elsewhere', () => {
    renderFrame({ load: 'loading', steps: { label: '法定代表人变更步骤', items: ['上传材料', '新法人确认'], current: 1 } });
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the steps, the company and the page once ready', async () => {
    renderFrame({ steps: { label: '企业认证步骤', items: ['企业信息', '认证方式'], current: 1 }, company: '当前企业：杭州西湖云帆科技有限公司' });
    expect(screen.getByText('当前企业：杭州西湖云帆科技有限公司')).toBeInTheDocument();
    expect(await screen.findByText('页面内容')).toBeInTheDocument();
    expect(await screen.findByText('认证方式')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '企业认证步骤' })).toHaveTextContent('认证方式');
  });

  it('draws the page\'s intro with its heading, above the body (which waits for its kit)', async () => {
    renderFrame({ intro: <p>上传后自动识别姓名和身份证号，识别结果请核对后再提交。</p> });
    const intro = screen.getByText('上传后自动识别姓名和身份证号，识别结果请核对后再提交。');
    const body = await screen.findByText('页面内容');
    expect(intro.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
