/** Texts of the face check (zh-CN). */
export const FACE_TEXTS = {
  title: '人脸识别',
  scan: '请使用手机微信或浏览器扫描二维码，按提示完成人脸识别',
  qrAlt: '人脸识别二维码',
  preparing: '正在生成二维码…',
  waiting: '等待手机端完成识别…',
  expiresIn: (seconds: number) => `二维码 ${Math.floor(seconds / 60)} 分 ${String(seconds % 60).padStart(2, '0')} 秒后失效`,
  expired: '二维码已失效，请刷新后重新扫描',
  refresh: '刷新二维码',
  onThisDevice: '在本机完成',
  onThisDeviceHint: '电脑有摄像头时，可在新窗口中完成识别，完成后回到本页',
  startFailed: '二维码生成失败，请重试',
  retry: '重试',
  finished: '识别已完成，正在读取结果…',
};
