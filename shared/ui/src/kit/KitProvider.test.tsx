import { Suspense, lazy } from 'react';
import { render, screen } from '@testing-library/react';
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
});
