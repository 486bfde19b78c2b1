import { boot as t } from '../i18n/zh-CN/boot';
import { telemetry } from '../telemetry/beacon';

const describe = (reason: unknown): string => (reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason));

/**
 * The failure page in place of the boot bar, with no React and no shared module (either may be
 * what failed to load): index.html carries its style. Its retry loads the page again, which also
 * fetches the files of a deploy that raced this load.
 */
function showFailure(win: Window): void {
  const root = win.document.getElementById('root');
  if (!root || root.querySelector('.portal-boot-failed')) return;
  const doc = win.document;
  const section = doc.createElement('section');
  section.className = 'portal-boot-failed';
  section.setAttribute('role', 'alert');
  const title = doc.createElement('h1');
  title.textContent = t.title;
  title.tabIndex = -1;
  const lead = doc.createElement('p');
  lead.textContent = t.lead;
  const retry = doc.createElement('button');
  retry.type = 'button';
  retry.textContent = t.retry;
  retry.addEventListener('click', () => win.location.reload());
  section.append(title, lead, retry);
  // The boot bar stays above it: the page keeps its brand; a half-drawn shell goes.
  const bar = root.querySelector('.boot-bar');
  root.replaceChildren(...(bar ? [bar] : []), section);
  title.focus();
}

/**
 * Runs the shell's boot chain. A step that fails (a chunk lost to a deploy race or a proxy error)
 * or a promise nobody handled while it runs shows the failure page with its retry and reports the
 * failure to telemetry at once, instead of leaving the boot bar with no word.
 */
export function guardBoot(boot: () => Promise<unknown>, win: Window = window): Promise<void> {
  let failed: Promise<void> | undefined;
  const fail = (reason: unknown): Promise<void> => {
    failed ??= (() => {
      showFailure(win);
      return collectorOf(win).then(() => {
        telemetry.send({ type: 'boot-failed', detail: describe(reason) });
        telemetry.flush();
      });
    })();
    return failed;
  };
  const onRejection = (event: PromiseRejectionEvent) => void fail(event.reason);
  win.addEventListener('unhandledrejection', onRejection);
  return boot().then(
    () => win.removeEventListener('unhandledrejection', onRejection),
    (error: unknown) => {
      win.removeEventListener('unhandledrejection', onRejection);
      return fail(error);
    },
  );
}

/**
 * Where the beacons go is remotes.json's `telemetry` (a run-time setting), which the shell reads
 * once it has started: a start that failed first takes it from early.js's read of the file.
 */
function collectorOf(win: Window): Promise<void> {
  const early = (win as unknown as Record<symbol, { remotes?: Promise<unknown> } | undefined>)[Symbol.for('portal.early')];
  return Promise.resolve(early?.remotes)
    .then((json) => {
      const collector = (json as { telemetry?: unknown } | undefined)?.telemetry;
      if (typeof collector === 'string') telemetry.configure(collector);
    })
    .catch(() => undefined);
}
