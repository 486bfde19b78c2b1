import type { ReactNode } from 'react';
import { LoadFailed } from '@portal/ui';
import { common } from '../../i18n/zh-CN/home';
import './LoadState.css';

/**
 * What a content block shows while its call runs or after it failed. `inline` draws the loading
 * status as one line, for a placeholder that already holds the block's room.
 */
export function LoadState({
  loading,
  error,
  onRetry,
  inline = false,
  children,
}: {
  loading: boolean;
  error?: string;
  onRetry?: () => void;
  inline?: boolean;
  children?: ReactNode;
}) {
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
      <div className={inline ? 'hp-load-state hp-load-state--inline' : 'hp-load-state'} role="status" aria-live="polite">
        <span className="hp-load-state__spinner" aria-hidden="true" />
        {common.loading}
      </div>
    );
  }
  return null;
}
