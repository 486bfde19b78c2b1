export { MAIN_CONTENT_ID, PortalFrame, focusMainContent, focusMainContentOnceShown, type PortalFrameProps } from './PortalFrame';
