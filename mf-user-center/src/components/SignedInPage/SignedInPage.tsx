import { useEffect, type ReactNode } from 'react';
import { PageIntro, useRequestLogin, useSignedIn } from '@portal/ui';
import { Button, KitProvider } from '@portal/ui/kit';
import { PortalQueryProvider } from '@portal/ui/query';
import { userCentreQueryClient } from '../../api/queries';
import { signedOut } from '../../i18n/zh-CN/signedOut';
import './SignedInPage.css';

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
  const requestLogin = useRequestLogin();
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
    <KitProvider>
      <div className="uc-page">
        <PageIntro title={title} lead={signedOut.lead}>
          <Button type="primary" onClick={() => void requestLogin()}>
            {signedOut.login}
          </Button>
        </PageIntro>
      </div>
    </KitProvider>
  );
}
