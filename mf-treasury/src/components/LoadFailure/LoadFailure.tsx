import { Alert, Button, Spin } from '@portal/ui/kit';

/** A content block's loading and failure states. */
export function LoadFailure({ loading, error, onRetry }: { loading: boolean; error?: string; onRetry?: () => void }) {
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        message={error}
        action={
          onRetry && (
            <Button size="small" onClick={onRetry}>
              重新加载
            </Button>
          )
        }
      />
    );
  }
  if (loading) {
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin tip="加载中，请稍候">
          <div style={{ height: 40 }} />
        </Spin>
      </div>
    );
  }
  return null;
}
