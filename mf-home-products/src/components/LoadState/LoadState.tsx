import type { ReactNode } from 'react';
import { LoadFailed } from '@portal/ui';
import { common } from '../../i18n/zh-CN/home';
import './LoadState.css';

/** What a content block shows while its call runs or after it failed. */
export function LoadState({ loading, error, onRetry, children }: { loading: boolean; error?: string; onRetry?: () => void; children?: ReactNode }) {
  if (error) {
    return (
      <>
        <LoadFailed message={error} onRetry={onRetry} retryLabel={common.reload} />
        {children}
      </>
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
