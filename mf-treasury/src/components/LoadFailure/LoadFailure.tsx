import { LoadFailed } from '@portal/ui';
import { Spin } from '@portal/ui/kit/Spin';
import { treasury as t } from '../../i18n/zh-CN/treasury';

/** A content block's loading and failure states. */
export function LoadFailure({ loading, error, onRetry }: { loading: boolean; error?: string; onRetry?: () => void }) {
  if (error) return <LoadFailed message={error} onRetry={onRetry} retryLabel={t.reload} />;
  if (loading) {
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin description={t.loading}>
          <div style={{ height: 40 }} />
        </Spin>
      </div>
    );
  }
  return null;
}
