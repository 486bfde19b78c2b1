import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { APP_BASENAME, HOME_PATH } from '@portal/core';
import type { RemotesManifest } from '@portal/core/routing';
import { diagnostics as diagnosticsTexts } from '../../i18n/zh-CN/diagnostics';
import { PlainLayout } from '../../layouts';
import { loadRemotesManifest } from '../../remotes/manifest';
import { diagnostics } from '../../telemetry/diagnostics';
import { startWebVitals } from '../../telemetry/vitals';
import { buildReport } from './report';
import '../pages.css';

/** The Web Vitals the page reports (telemetry/vitals.ts), in the table's order. */
const VITAL_NAMES = ['LCP', 'FCP', 'CLS', 'INP', 'TTFB'] as const;

const dash = (value: string | number | undefined) => (value === undefined || value === '' ? '—' : String(value));

/** /__portal: what this page view loaded of each remote, the shared singletons and the Web Vitals. Not linked from the chrome. */
/** One table of the report: its columns' labels from the catalogue, its rows given. */
function ReportTable({ title, columns, children }: { title: string; columns: Readonly<Record<string, string>>; children: ReactNode }) {
  return (
    // It scrolls sideways on a narrow screen: a Tab stop, so the keyboard can scroll it too.
    <div className="portal-plain-page__table" role="region" aria-label={title} tabIndex={0}>
      <table aria-label={title}>
        <thead>
          <tr>
            {Object.values(columns).map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function DiagnosticsPage() {
  const texts = diagnosticsTexts;
  const [manifest, setManifest] = useState<RemotesManifest | undefined>();
  const [manifestFailed, setManifestFailed] = useState(false);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const tick = useSyncExternalStore(diagnostics.subscribe, diagnostics.version);

  useEffect(() => {
    startWebVitals();
    let live = true;
    loadRemotesManifest().then(
      (m) => live && setManifest(m),
      () => live && setManifestFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  // Until remotes.json has answered, the report waits whole: drawn with its rows later, it pushed
  // the tables below down (the page view's CLS 0.17-0.2, read as the previous page's: issue 47).
  const settled = manifest !== undefined || manifestFailed;
  // `tick` changes whenever a load, an error or a vital is noted.
  const report = useMemo(() => (tick >= 0 ? buildReport(manifest, diagnostics.remotes(), diagnostics.vitals()) : undefined), [manifest, tick]);
  if (!report) return null;
  const json = JSON.stringify(report, null, 2);

  const copy = () => {
    navigator.clipboard.writeText(json).then(
      () => setCopyState('copied'),
      () => setCopyState('failed'),
    );
  };

  return (
    <PlainLayout>
      <section className="portal-plain-page portal-plain-page--wide" aria-labelledby="portal-diagnostics-title">
        <h1 id="portal-diagnostics-title">{texts.title}</h1>
        <p className="portal-plain-page__lead">{texts.lead}</p>
        <p className="portal-plain-page__actions">
          <button type="button" className="portal-plain-page__button" onClick={copy}>
            {texts.copy}
          </button>
          <a href={`${APP_BASENAME}${HOME_PATH}`}>{texts.home}</a>
          <span role="status">{copyState === 'copied' ? texts.copied : copyState === 'failed' ? texts.copyFailed : ''}</span>
        </p>

        {!settled && <p role="status">{texts.reading}</p>}
        {settled && (
          <>
            <h2>{texts.remotesTitle}</h2>
            {manifestFailed && <p role="alert">{texts.manifestFailed}</p>}
            <ReportTable title={texts.remotesTitle} columns={texts.remoteColumns}>
              {report.remotes.map((r) => (
                <tr key={r.name} data-remote={r.name}>
                  <th scope="row">{r.name}</th>
                  <td>{dash(r.version)}</td>
                  <td>{dash(r.commit)}</td>
                  <td>{dash(r.builtAt)}</td>
                  <td>
                    <code>{r.entry}</code>
                  </td>
                  <td>
                    {r.used || r.loaded !== 'current' ? texts.loaded[r.loaded] : texts.loaded.notYet}
                    {r.reason && texts.because(texts.reasons[r.reason.kind], r.reason.detail)}
                  </td>
                  <td>{dash(r.loadMs)}</td>
                  <td>{dash(r.mountMs)}</td>
                  <td>{r.errors.length ? r.errors.join(texts.separator) : texts.none}</td>
                </tr>
              ))}
            </ReportTable>

            <h2>{texts.sharedTitle}</h2>
            <ReportTable title={texts.sharedTitle} columns={texts.sharedColumns}>
              {report.shared.map((s) => (
                <tr key={`${s.name}@${s.version}`}>
                  <th scope="row">{s.name}</th>
                  <td>{s.version}</td>
                  <td>{s.from}</td>
                  <td>{s.loaded ? texts.yes : texts.no}</td>
                </tr>
              ))}
            </ReportTable>

            <h2>{texts.vitalsTitle}</h2>
            {/* A row per vital from the start, so one measured later fills its row and moves nothing. */}
            <ReportTable title={texts.vitalsTitle} columns={texts.vitalColumns}>
              {VITAL_NAMES.map((name) => {
                const vital = report.vitals.find((v) => v.name === name);
                return (
                  <tr key={name}>
                    <th scope="row">{name}</th>
                    <td>{vital ? vital.value : texts.vitalsWaiting}</td>
                    <td>{dash(vital?.rating)}</td>
                  </tr>
                );
              })}
            </ReportTable>

            <h2>{texts.reportTitle}</h2>
            <pre className="portal-plain-page__note portal-plain-page__report">{json}</pre>
          </>
        )}
      </section>
    </PlainLayout>
  );
}
