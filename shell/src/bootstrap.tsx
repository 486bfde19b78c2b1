import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { App } from './app/App';
import { loadRemotesManifest } from './remotes/manifest';
import './app/base.css';

// single-spa turns every pushState into a popstate, so the shell's router and each remote's
// router always read the same URL.
start({ urlRerouteOnly: true });

const rootEl = document.getElementById('root');
if (!rootEl) throw new Error('index.html needs a #root element');

createRoot(rootEl).render(<App loadManifest={loadRemotesManifest} />);
