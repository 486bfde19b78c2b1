import { Suspense, lazy } from 'react';
import { act, render, screen } from '@testing-library/react';
import * as prerendered from './styles/prerendered';
import { KitProvider } from './KitProvider';

// A production build's sheet, still going in: its promise resolves when the test says so.
jest.mock('./styles/prerendered', () => {
  let resolve = () => undefined as void;
  const kitStylesReady = new Promise<void>((done) => {
    resolve = done;
  });
  return { kitStylesReady, sheetIn: () => resolve() };
});
const { kitStylesReady, sheetIn } = prerendered as unknown as { kitStylesReady: Promise<void>; sheetIn: () => void };

describe('KitProvider', () => {
  it('renders the kit only once the pre-rendered sheet is all in: never a component with half its styles', async () => {
    render(
      <KitProvider>
        <p>申请开通</p>
      </KitProvider>,
    );
    expect(screen.queryByText('申请开通')).toBeNull();
    await act(async () => {
      sheetIn();
      await kitStylesReady;
    });
    expect(await screen.findByText('申请开通')).toBeInTheDocument();
  });

  it('once the sheet is in, adds no boundary: a lazy piece inside suspends to the app’s own, with its fallback', async () => {
    await act(async () => {
      sheetIn();
      await kitStylesReady;
    });
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
