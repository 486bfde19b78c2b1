import { useLocation } from 'react-router-dom';
import { matchClaim, type RemotesManifest } from '@portal/core';
import { LAYOUTS, MainLayout } from '../layouts';
import { RemoteOutlet } from '../remotes/RemoteOutlet';
import { NotFoundPage } from '../pages';
import { messages } from '../i18n';
import { FirstContentMark } from '@portal/ui';

/** index.html's boot bar (the top bar's brand, styled by the page's own <style>), as React draws it. */
export function BootBar() {
  return (
    <div className="boot-bar" aria-hidden="true">
      <span className="boot-bar__mark">{messages.chrome.brandMark}</span>
      <span className="boot-bar__name">{messages.chrome.brand}</span>
    </div>
  );
}

export type ManifestState = { status: 'loading' } | { status: 'ready'; manifest: RemotesManifest } | { status: 'failed'; retry: () => void };

/** Every path the shell does not own: the claiming remote inside its layout, or not-found. */
export function ClaimedRoute({ state }: { state: ManifestState }) {
  const { pathname } = useLocation();
  // Until remotes.json says which layout the page has, index.html's boot bar stays drawn.
  if (state.status === 'loading') return <BootBar />;
  if (state.status === 'failed') {
    return (
      <MainLayout>
        <section role="alert" className="portal-remote-failed">
          <FirstContentMark />
          <h2>{messages.chrome.manifestFailed.title}</h2>
          <p>{messages.chrome.manifestFailed.lead}</p>
          <button type="button" onClick={state.retry}>
            {messages.chrome.manifestFailed.retry}
          </button>
        </section>
      </MainLayout>
    );
  }
  const match = matchClaim(pathname, state.manifest);
  if (!match) {
    return (
      <>
        <NotFoundPage />
        <FirstContentMark />
      </>
    );
  }
  const Layout = LAYOUTS[match.claim.layout];
  return (
    <Layout>
      <RemoteOutlet key={match.remote.name} remote={match.remote} />
    </Layout>
  );
}
