import { SessionHost } from '../session/SessionHost';

/**
 * What the shell does when a remote asks it for something over the bus. Sign-in and the
 * session: 'login:requested' opens the login dialog (a business-system key runs the jump),
 * 'business:open' enters a business system, and the shell answers 'session:expired',
 * 'notice:blocking' and 'http:error' (see session/SessionHost).
 */
export function BusBridge() {
  return <SessionHost />;
}
