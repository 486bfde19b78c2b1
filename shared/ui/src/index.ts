// The light surface of @portal/ui: no antd here, so the first page stays small.
// Pieces built on the UI kit live behind `@portal/ui/kit`.
export { NotFound } from './components/NotFound';
export { PageIntro, type PageIntroProps } from './components/PageIntro';
export * from './remote';
export * from './session-hooks';
export * from './product-entry';
export { ImageViewer, IMAGE_VIEWER_TEXTS, type ImageViewerProps } from './image-viewer';
export { ListLayout, type ListLayoutProps } from './list-layout';
export { SidebarFrame, SidebarNav, type SidebarEntry, type SidebarNavProps } from './sidebar';
export { MAIN_CONTENT_ID, PortalFrame, focusMainContent, type PortalFrameProps } from './layouts';
export { useApiData, failureMessage, type ApiData, type ApiDataOptions } from './content/useApiData';
export { useAction, type Action } from './content/useAction';
export { LoadFailed, type LoadFailedProps } from './content/LoadFailed';
export { useFlowEffects, type FlowEffect, type FlowEffects, type FlowRun } from './flow';
export { usePageTitle } from './page-title/usePageTitle';
export { afterFirstPaint } from './kit-warm/afterFirstPaint';
// The SMS step and the lock countdown without the kit (a light form renders its own fields; the
// slider comes from `@portal/ui/session` when it opens).
export { useSmsStep, type SmsStep, type SmsStepCaptcha, type SmsStepOptions, type SliderSmsApi } from './sms/useSmsStep';
export { useLockCountdown, type LockCountdown } from './sms/useLockCountdown';
export type { SmsCountdown } from './sms/useSmsCountdown';
export type { Notifier } from './sms/notifier';
export { lockedLabel, smsButtonLabel } from './sms/labels';
