import { Suspense, useEffect, type ReactNode } from 'react';
import { PageIntro, lazyPage, useSignedIn } from '@portal/ui';
import { signedOut } from '../../i18n/zh-CN/signedOut';
import './SignedInPage.css';

// A signed-in page (every first view measured) does not fetch the kit for the visitor's button.
const LoginButton = lazyPage(() => import('./LoginButton').then((m) => m.LoginButton));

let queries: typeof import('./QueryRoot') | undefined;
/**
 * The pages' query client around a page's content, in a chunk of its own (with TanStack Query):
 * the parcel's module does not wait for it, a first view loads it beside the page's code.
 */
export const UserCentreQueryRoot = lazyPage(() =>
  import('./QueryRoot').then((m) => {
    queries = m;
    return m.UserCentreQueryRoot;
  }),
);

export interface SignedInPageProps {
  /** The page's heading, shown to visitors too. */
  title: string;
  children: ReactNode;
}

/**
 * Every user-centre page needs a session: a visitor sees the page's heading and a login button,
 * and none of the page's calls run (they would answer 401, and a 401 leaves for the home page).
 * Every page reads its data through the document's one QueryClient (`UserCentreQueryRoot` around
 * its content), emptied when the session ends.
 */
export function SignedInPage({ title, children }: SignedInPageProps) {
  const signedIn = useSignedIn();
  useEffect(() => {
    // Nothing to empty while the client was never loaded.
    if (!signedIn) queries?.userCentreQueryClient.clear();
  }, [signedIn]);
  if (signedIn) {
    return <div className="uc-page">{children}</div>;
  }
  return (
    <div className="uc-page">
      <PageIntro title={title} lead={signedOut.lead}>
        <Suspense fallback={null}>
          <LoginButton />
        </Suspense>
      </PageIntro>
    </div>
  );
}
