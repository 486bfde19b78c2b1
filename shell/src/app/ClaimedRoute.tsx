import { useLocation } from 'react-router-dom';
import { matchClaim, type RemotesManifest } from '@portal/core';
import { NotFound } from '@portal/ui';
import { LAYOUTS, MainLayout } from '../layouts';
import { RemoteOutlet } from '../remotes/RemoteOutlet';

export type ManifestState = { status: 'loading' } | { status: 'ready'; manifest: RemotesManifest } | { status: 'failed'; retry: () => void };

/** Every path the shell does not own: the claiming remote inside its layout, or not-found. */
export function ClaimedRoute({ state }: { state: ManifestState }) {
  const { pathname } = useLocation();
  if (state.status === 'loading') return null;
  if (state.status === 'failed') {
    return (
      <MainLayout>
        <section role="alert" className="portal-remote-failed">
          <h2>门户配置加载失败</h2>
          <p>暂时无法获取页面模块列表，请检查网络后重试。</p>
          <button type="button" onClick={state.retry}>
            重试
          </button>
        </section>
      </MainLayout>
    );
  }
  const match = matchClaim(pathname, state.manifest);
  if (!match) {
    return (
      <MainLayout>
        <NotFound />
      </MainLayout>
    );
  }
  const Layout = LAYOUTS[match.claim.layout];
  return (
    <Layout>
      <RemoteOutlet key={match.remote.name} remote={match.remote} />
    </Layout>
  );
}
