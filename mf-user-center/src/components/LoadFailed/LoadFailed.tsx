import { failureMessage } from '@portal/ui';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { common } from '../../i18n/zh-CN/common';

export interface LoadFailedProps {
  error: unknown;
  /** Loads again (the query's refetch). */
  onRetry: () => void;
  retrying?: boolean;
  /** The page's own wording where the spec places one; else the error catalogue's message. */
  message?: string;
}

/** A failed load: the error catalogue's message and a retry that loads again. */
export function LoadFailed({ error, onRetry, retrying = false, message }: LoadFailedProps) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={message ?? failureMessage(error)}
      action={
        <Button size="small" onClick={onRetry} loading={retrying}>
          {common.retry}
        </Button>
      }
    />
  );
}
