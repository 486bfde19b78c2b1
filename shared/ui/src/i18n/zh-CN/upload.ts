/** Texts of the file upload (zh-CN). */
export const UPLOAD_TEXTS = {
  /** Between the type names of a hint: JPG、PNG. */
  typeSeparator: '、',
  choose: '点击上传',
  chooseHint: (types: string, size: string) => `支持 ${types} 格式，单个文件不超过 ${size}`,
  compressing: '正在压缩图片…',
  uploading: (percent: number) => `上传中 ${percent}%`,
  uploaded: '已上传',
  replace: '重新上传',
  remove: '删除',
  retry: '重试',
  preview: (label: string) => `${label}预览`,
  progress: (label: string) => `${label}上传进度`,
  wrongType: (types: string) => `仅支持 ${types} 格式的文件`,
  tooLarge: (size: string) => `文件大小不能超过 ${size}`,
  empty: '文件是空的，请重新选择',
  failed: '上传失败，请重试',
};
