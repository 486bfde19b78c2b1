import { useRequestLogin } from '@portal/ui';
import { Button } from '@portal/ui/kit/Button';
import { KitProvider } from '@portal/ui/kit/KitProvider';
import { signedOut } from '../../i18n/zh-CN/signedOut';

/** The signed-out page's login button, which asks the shell for the login dialog. */
export function LoginButton() {
  const requestLogin = useRequestLogin();
  return (
    <KitProvider>
      <Button type="primary" onClick={() => void requestLogin()}>
        {signedOut.login}
      </Button>
    </KitProvider>
  );
}
