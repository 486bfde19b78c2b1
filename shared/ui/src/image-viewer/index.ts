export { ImageViewer, IMAGE_VIEWER_TEXTS, type ImageViewerProps } from './ImageViewer';
