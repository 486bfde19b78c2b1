import { NotFound } from '@portal/ui';
import { MainLayout } from '../../layouts';

/** Any path nobody claims: the shared not-found page inside the main layout. */
export function NotFoundPage() {
  return (
    <MainLayout>
      <NotFound />
    </MainLayout>
  );
}
