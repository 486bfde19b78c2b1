export { FileUpload, checkFile, type FileUploadProps, type FileLimits, type UploadedFile } from '../../upload';
