export { PortalFrame, type PortalFrameProps } from './PortalFrame';
