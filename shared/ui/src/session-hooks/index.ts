export { createPortalSession, type PortalSession, type PortalSessionOptions } from './portalSession';
export { SessionProvider, usePortalSession } from './SessionProvider';
export { useAuthView, useCurrentCompany, useRefreshAuth, useRequestLogin, useSession, useSignedIn } from './hooks';
