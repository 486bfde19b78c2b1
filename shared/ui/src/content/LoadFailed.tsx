import { loadFailed as t } from '../i18n/zh-CN/content';
import './LoadFailed.css';

export interface LoadFailedProps {
  /** What went wrong: the error catalogue's text (useApiData's `error`), never the server's words. */
  message: string;
  /** Runs the call again (useApiData's `reload`). Leave it out when a retry cannot help (a 404). */
  onRetry?: () => void;
  /** A retry is under way: the button stays in place but cannot be pressed twice. */
  retrying?: boolean;
  /** One line (message and button side by side) for a small area such as a card or a list row. */
  compact?: boolean;
  /** The button's text when "reload" is not the right word. */
  retryLabel?: string;
  className?: string;
}

/**
 * The one failure state of a page's data area: the message, announced to screen readers, and a retry
 * that runs the call again. Plain HTML (no kit), so it sits in the light `@portal/ui` entry and any
 * remote can show it even when the kit did not load.
 */
export function LoadFailed({ message, onRetry, retrying = false, compact = false, retryLabel, className }: LoadFailedProps) {
  const classes = ['portal-load-failed', compact ? 'portal-load-failed--compact' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes} role="alert" data-testid="load-failed">
      <p className="portal-load-failed__message">{message}</p>
      {onRetry && (
        <button type="button" className="portal-load-failed__retry" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {retrying ? t.retrying : (retryLabel ?? t.retry)}
        </button>
      )}
    </div>
  );
}
