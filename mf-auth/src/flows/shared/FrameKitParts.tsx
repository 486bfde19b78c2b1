import type { ReactNode } from 'react';
import { useRequestLogin } from '@portal/ui';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { KitProvider } from '@portal/ui/kit/KitProvider';
import { Steps } from '@portal/ui/kit/Steps';

// The frame's kit pieces, in a chunk of their own: an authentication page's heading does not wait for the kit.

/** The kit's provider around the page's body. */
export function FrameBody({ children }: { children: ReactNode }) {
  return <KitProvider>{children}</KitProvider>;
}

export function FrameSteps({ items, current }: { items: string[]; current: number }) {
  return (
    <KitProvider>
      <Steps size="small" responsive={false} current={current} items={items.map((item) => ({ title: item }))} />
    </KitProvider>
  );
}

export function FrameLogin({ label }: { label: string }) {
  const requestLogin = useRequestLogin();
  return (
    <KitProvider>
      <Button type="primary" onClick={() => void requestLogin()}>
        {label}
      </Button>
    </KitProvider>
  );
}

export function FrameNotice({ message }: { message: string }) {
  return (
    <KitProvider>
      <Alert type="info" showIcon title={message} />
    </KitProvider>
  );
}

export function FrameFailed({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => unknown }) {
  return (
    <KitProvider>
      <Alert
        type="error"
        showIcon
        role="alert"
        title={message}
        action={
          <Button size="small" onClick={() => void onRetry()}>
            {retry}
          </Button>
        }
      />
    </KitProvider>
  );
}
