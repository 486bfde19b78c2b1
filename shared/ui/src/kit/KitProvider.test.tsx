import { Suspense, lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { Modal } from 'antd';
import { KitProvider } from './KitProvider';

describe('KitProvider', () => {
  it('adds no boundary: a lazy piece inside suspends to the app’s own, with its fallback', async () => {
    const NeverArrives = lazy(() => new Promise<never>(() => undefined));
    render(
      <Suspense fallback={<p>加载中</p>}>
        <KitProvider>
          <NeverArrives />
        </KitProvider>
      </Suspense>,
    );
    expect(await screen.findByText('加载中')).toBeInTheDocument();
  });

  it('names a dialog’s close button in Chinese, not rc-dialog’s English default', async () => {
    render(
      <KitProvider>
        <Modal open title="登录" onCancel={() => undefined} footer={null}>
          表单
        </Modal>
      </KitProvider>,
    );
    expect(await screen.findByRole('button', { name: '关闭' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
