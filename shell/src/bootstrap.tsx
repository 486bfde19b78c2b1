import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { http, installLoadingKeyGuard, sessionStore } from '@portal/core';
import { after } from '@portal/ui';
import { App } from './app/App';
import { loadRemotesManifest } from './remotes/manifest';
import { installLinkPrefetch } from './app/prefetchLinks';
import { startWebVitals } from './telemetry/vitals';
import { openSession } from './session/opening';
import './app/base.css';

// single-spa turns every pushState into a popstate, so the shell's router and each remote's
// router always read the same URL.
start({ urlRerouteOnly: true });

// While a call is loading, Enter and Space do nothing (no double submits).
installLoadingKeyGuard(window);

const rootEl = document.getElementById('root');
if (!rootEl) throw new Error('index.html needs a #root element');

// A stored session's guard calls the server at once: ky and the signing load now, beside the
// shell's first render, not after it (the home page of a visitor still loads them with its first call).
if (sessionStore.getState().token) http.preload();

// Links to other remotes prefetch them on hover, focus and at the first view's `idle` moment.
installLinkPrefetch();

// This page view's Web Vitals, for the telemetry endpoint: their library loads at the first view's `idle` moment.
after('idle', startWebVitals);

// Rendered as a transition: React renders the first page in slices of a few milliseconds and
// lets the browser paint and answer input between them, instead of one long task.
const root = createRoot(rootEl);
startTransition(() => root.render(<App loadManifest={loadRemotesManifest} session={openSession()} />));
