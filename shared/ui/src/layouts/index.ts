export { MAIN_CONTENT_ID, PortalFrame, focusMainContent, type PortalFrameProps } from './PortalFrame';
