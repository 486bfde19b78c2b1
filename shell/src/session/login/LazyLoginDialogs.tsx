import { Suspense, lazy, useEffect, useState } from 'react';
import type { LoginDialogsProps } from './LoginDialogs';

// The slide puzzles and the agreement question are kit dialogs. Their module starts loading at the
// form's first touch (a key, a press, a typed character), so it is in before the get-code or login button needs it.
// Asked for at every touch, fetched once (again only after a failure).
let dialogs: Promise<typeof import('./LoginDialogs')> | undefined;
function loadDialogs() {
  dialogs ??= import('./LoginDialogs').catch((error: unknown) => {
    dialogs = undefined;
    throw error;
  });
  return dialogs;
}
const LoginDialogs = lazy(loadDialogs);

/** The dialogs' module, at the form's first touch. A failed early load is left to the dialog's own load, when it is needed. */
export const preloadDialogs = () => void loadDialogs().catch(() => undefined);

/** The login form's kit dialogs: rendered from the first time one opens, then kept (a closing dialog is not torn down). */
export function LazyLoginDialogs(props: LoginDialogsProps) {
  const open = Boolean(props.smsCaptcha.open || props.passwordCaptcha.open || props.agreement.open);
  const [kept, setKept] = useState(false);
  useEffect(() => {
    if (open) setKept(true);
  }, [open]);
  if (!open && !kept) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialogs {...props} />
    </Suspense>
  );
}
