import type { ReactNode } from 'react';
import { common } from '../../i18n/zh-CN/home';
import './LoadState.css';

/** What a content block shows while its call runs or after it failed. */
export function LoadState({ loading, error, onRetry, children }: { loading: boolean; error?: string; onRetry?: () => void; children?: ReactNode }) {
  if (error) {
    return (
      <div className="hp-load-state hp-load-state--error" role="alert">
        <p>{error}</p>
        {onRetry && (
          <button type="button" onClick={onRetry}>
            {common.reload}
          </button>
        )}
        {children}
      </div>
    );
  }
  if (loading) {
    return (
      <div className="hp-load-state" role="status" aria-live="polite">
        <span className="hp-load-state__spinner" aria-hidden="true" />
        {common.loading}
      </div>
    );
  }
  return null;
}
