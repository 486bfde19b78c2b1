import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { mountRootParcel, start, type Parcel, type ParcelConfig } from 'single-spa';
import { bus } from '@portal/core';
import { claimedPrefixes, type RemoteDefinition } from '../remote';
import { StubSession } from './StubSession';
import './harness.css';

export interface HarnessOptions extends RemoteDefinition {
  /** Package name shown to QA, e.g. `mf-help`. */
  title: string;
  parcel: ParcelConfig;
}

/** Links QA can click: every concrete route of the remote (wildcards cut off). */
function routeLinks(def: RemoteDefinition): string[] {
  return [...new Set(def.routes.map((r) => r.path.replace(/\/\*$/, '')).filter((p) => !p.includes(':')))];
}

function Harness({ options }: { options: HarnessOptions }) {
  const host = useRef<HTMLDivElement>(null);
  const [notice, setNotice] = useState<string>();

  useEffect(() => {
    const onLogin = () => setNotice('已请求登录：在组合门户中，壳应用会在此打开登录对话框。');
    bus.on('login:requested', onLogin);
    return () => bus.off('login:requested', onLogin);
  }, []);

  useEffect(() => {
    if (!host.current) return undefined;
    const parcel: Parcel = mountRootParcel(options.parcel, { domElement: host.current });
    return () => {
      void parcel.unmount();
    };
  }, [options.parcel]);

  const go = (path: string) => {
    window.history.pushState(null, '', `/cWeb${path}`);
  };

  return (
    <div className="portal-harness">
      <header className="portal-harness__bar">
        <strong>QA harness · {options.title}</strong>
        <span>running alone with a stub session and the mock API</span>
        <StubSession />
      </header>
      <nav className="portal-harness__nav" aria-label="remote routes">
        {routeLinks(options).map((p) => (
          <a
            key={p}
            href={`/cWeb${p}`}
            onClick={(e) => {
              e.preventDefault();
              go(p);
            }}
          >
            {p}
          </a>
        ))}
      </nav>
      {notice && (
        <p role="status" className="portal-harness__notice">
          {notice}
        </p>
      )}
      <main className="portal-harness__frame" ref={host} />
    </div>
  );
}

/** Runs one remote alone, for QA: `pnpm --filter <remote> start`. */
export function startDevHarness(options: HarnessOptions): void {
  start({ urlRerouteOnly: true });
  const first = routeLinks(options)[0];
  if (first && !claimedPrefixes(options).some((p) => window.location.pathname.startsWith(`/cWeb${p}`))) {
    window.history.replaceState(null, '', `/cWeb${first}`);
  }
  const rootEl = document.getElementById('root');
  if (!rootEl) throw new Error('dev/index.html needs a #root element');
  createRoot(rootEl).render(<Harness options={options} />);
}
