/** Events sent together: a batch leaves at this many, and when the page is hidden or left. */
export const BATCH_SIZE = 10;

export type TelemetryEvent =
  | { type: 'remote-fallback'; remote: string; from?: string; to?: string; reason: 'incompatible' | 'failed'; detail: string }
  | { type: 'remote-failed'; remote: string; version?: string; detail: string }
  | { type: 'web-vital'; name: string; value: number; rating?: string }
  | { type: 'boot-failed'; detail: string };

type Sent = TelemetryEvent & { at: string; page: string };

/**
 * Remote-load failures, fallbacks and Web Vitals, batched and sent with `navigator.sendBeacon`
 * (it outlives the page, so the last batch leaves on pagehide too).
 */
export class TelemetryQueue {
  private queue: Sent[] = [];
  /** remotes.json's `telemetry` (the embedded mock serves its own); none set, events are dropped. */
  private endpoint: string | undefined;
  private installed = false;

  constructor(
    private readonly win: Window = window,
    private readonly batchSize = BATCH_SIZE,
  ) {}

  configure(endpoint: string | undefined): void {
    if (endpoint) this.endpoint = endpoint;
  }

  send(event: TelemetryEvent): void {
    this.install();
    // A vital reported again (its value grew) replaces the one still waiting.
    if (event.type === 'web-vital') this.queue = this.queue.filter((e) => !(e.type === 'web-vital' && e.name === event.name));
    this.queue.push({ ...event, at: new Date().toISOString(), page: this.win.location.pathname });
    if (this.queue.length >= this.batchSize) this.flush();
  }

  flush(): void {
    if (this.queue.length === 0) return;
    const batch = this.queue;
    this.queue = [];
    if (!this.endpoint) return;
    try {
      // JSON as text/plain: a beacon with that type needs no CORS preflight, so a collector on another origin gets it too.
      this.win.navigator.sendBeacon?.(this.endpoint, JSON.stringify({ events: batch }));
    } catch {
      // A refused beacon (a bad endpoint) must never break the page.
    }
  }

  private install(): void {
    if (this.installed) return;
    this.installed = true;
    this.win.addEventListener('pagehide', () => this.flush());
    this.win.document.addEventListener('visibilitychange', () => {
      if (this.win.document.visibilityState === 'hidden') this.flush();
    });
  }
}

export const telemetry = new TelemetryQueue();
