import { Suspense, lazy, type ComponentType } from 'react';
import { PageIntro } from '@portal/ui';
import { common } from '../../i18n/zh-CN/home';

/**
 * A page whose code loads when it is first visited (its chunk carries the rich-text sanitiser).
 * Until then the page's heading shows at once, so the reader knows where they are.
 */
export function lazyPage(title: string, load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return function LazyPage() {
    return (
      <Suspense
        fallback={
          <PageIntro title={title}>
            <p role="status">{common.loading}</p>
          </PageIntro>
        }
      >
        <Page />
      </Suspense>
    );
  };
}
