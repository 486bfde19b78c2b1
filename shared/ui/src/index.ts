// The light surface of @portal/ui: no antd here, so the first page stays small.
// Pieces built on the UI kit live behind `@portal/ui/kit`.
export { NotFound } from './components/NotFound';
export { PageIntro, type PageIntroProps } from './components/PageIntro';
export * from './remote';
export * from './session-hooks';
export * from './product-entry';
export { ListLayout, type ListLayoutProps } from './list-layout';
export { SidebarFrame, SidebarNav, type SidebarEntry, type SidebarNavProps } from './sidebar';
export { MAIN_CONTENT_ID, PortalFrame, focusMainContent, focusMainContentOnceShown, type PortalFrameProps } from './layouts';
export { useApiData, failureMessage, type ApiData, type ApiDataOptions } from './content/useApiData';
export { useAction, type Action } from './content/useAction';
export { LoadFailed, type LoadFailedProps } from './content/LoadFailed';
export { useFlowEffects, type FlowEffect, type FlowEffects, type FlowRun } from './flow';
export { usePageTitle } from './page-title/usePageTitle';
// First-view scheduling (one owner): also `@portal/ui/first-view`, the same module, for the shell's entry before its async boundary.
export * from './first-view';
// The SMS step and the lock countdown: `@portal/ui/sms-step` (only the sign-in form uses them); the
// image viewer: `@portal/ui/image-viewer` (pages that show images load it with their own code).
