import { AuthErrorDialog } from '@portal/ui/kit';
import type { ComponentProps } from 'react';

/** The kit's auth-error dialog with the `open` a lazy dialog loads by. */
export function AuthErrorDialogPart({ open, ...props }: ComponentProps<typeof AuthErrorDialog> & { open: boolean }) {
  return <AuthErrorDialog {...props} kind={open ? props.kind : null} />;
}
