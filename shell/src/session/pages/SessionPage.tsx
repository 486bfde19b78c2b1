import type { ReactNode } from 'react';
import { KitProvider } from '@portal/ui/kit/KitProvider';

/** A sign-in page's content, inside the shell's `SessionFrame`, on the kit's provider. */
export function SessionPage({ children }: { children: ReactNode }) {
  return <KitProvider>{children}</KitProvider>;
}
