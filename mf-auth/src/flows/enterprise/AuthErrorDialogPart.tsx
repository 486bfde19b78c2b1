import { AuthErrorDialog } from '@portal/ui/kit/AuthErrorDialog';
import { KitProvider } from '@portal/ui/kit/KitProvider';
import type { ComponentProps } from 'react';

/**
 * The kit's auth-error dialog with the `open` a lazy dialog loads by, in the kit's provider: the
 * gate stands beside the page's frame, outside the frame's provider, and without it the dialog
 * showed antd's defaults (its blue, and a space inserted in the two-character cancel button).
 */
export function AuthErrorDialogPart({ open, ...props }: ComponentProps<typeof AuthErrorDialog> & { open: boolean }) {
  return (
    <KitProvider>
      <AuthErrorDialog {...props} kind={open ? props.kind : null} />
    </KitProvider>
  );
}
