export { FileUpload, type FileUploadProps } from './FileUpload';
export { checkFile, formatBytes, typeNames, isImageType, type FileLimits, type UploadedFile } from './rules';
export { compressImage, DEFAULT_COMPRESS, type CompressOptions } from './compress';
