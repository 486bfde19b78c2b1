import { Suspense, useEffect, type ReactNode } from 'react';
import { PageIntro, lazyPage, useSignedIn } from '@portal/ui';
import { PortalQueryProvider } from '@portal/ui/query';
import { userCentreQueryClient } from '../../api/queries';
import { signedOut } from '../../i18n/zh-CN/signedOut';
import './SignedInPage.css';

// A signed-in page (every first view measured) does not fetch the kit for the visitor's button.
const LoginButton = lazyPage(() => import('./LoginButton').then((m) => m.LoginButton));

export interface SignedInPageProps {
  /** The page's heading, shown to visitors too. */
  title: string;
  children: ReactNode;
}

/**
 * Every user-centre page needs a session: a visitor sees the page's heading and a login button,
 * and none of the page's calls run (they would answer 401, and a 401 leaves for the home page).
 * Every page reads its data through the document's one QueryClient, emptied when the session ends.
 */
export function SignedInPage({ title, children }: SignedInPageProps) {
  const signedIn = useSignedIn();
  useEffect(() => {
    if (!signedIn) userCentreQueryClient.clear();
  }, [signedIn]);
  if (signedIn) {
    return (
      <PortalQueryProvider client={userCentreQueryClient}>
        <div className="uc-page">{children}</div>
      </PortalQueryProvider>
    );
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
