import { lazyPage, type PagePart } from '@portal/ui';

// The frame's kit pieces (FrameKitParts.tsx) load beside the page's code; the heading and lead draw without them.
const kit = () => import('./FrameKitParts');
export const FrameBody = lazyPage(() => kit().then((m) => m.FrameBody));
export const FrameSteps = lazyPage(() => kit().then((m) => m.FrameSteps));
export const FrameLogin = lazyPage(() => kit().then((m) => m.FrameLogin));
export const FrameNotice = lazyPage(() => kit().then((m) => m.FrameNotice));
export const FrameFailed = lazyPage(() => kit().then((m) => m.FrameFailed));

// The query client (with TanStack Query) in a chunk of its own: around a page's body, below its
// heading (a flow's state is read without it), or around a whole page that reads through it.
export const AuthQueryRoot = lazyPage(() => import('./query').then((m) => m.AuthQueryRoot));

/** What every authentication page draws below its heading, and `more` of a page's own: its route's `below`. */
export const belowHeading = (...more: readonly PagePart[]): readonly PagePart[] => [FrameBody, FrameSteps, AuthQueryRoot, ...more];
