import type { ReactNode } from 'react';
import { PortalQueryProvider } from '@portal/ui/query';
import { userCentreQueryClient } from '../../api/queries';

export { userCentreQueryClient };

/** Every page reads its data through the document's one QueryClient. */
export function UserCentreQueryRoot({ children }: { children: ReactNode }) {
  return <PortalQueryProvider client={userCentreQueryClient}>{children}</PortalQueryProvider>;
}
