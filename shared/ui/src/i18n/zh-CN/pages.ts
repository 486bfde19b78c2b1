// Texts of the pieces every app shows: the not-found page, a crashed remote, the image viewer, the notice.
export const notFound = {
  title: '页面不存在',
  text: '抱歉，您访问的页面不存在或已被移除。',
  home: '返回首页',
};

export const remoteCrash = {
  title: '页面出错了',
  text: '该页面暂时无法显示，请刷新页面后重试。',
  reload: '刷新页面',
};

export const imageViewer = {
  preview: '点击查看大图',
  close: '关闭',
  /** The spec gives the fallback in English only ('image failed to load'); a Chinese page says it in Chinese. */
  fallbackAlt: '图片加载失败',
};

/** The acknowledge-only notice (spec: title 提示, button 已知晓). */
export const ackNotice = {
  title: '提示',
  acknowledge: '已知晓',
};

/** The frame's skip link, the first stop of the keyboard on every page. */
export const skipLink = {
  toContent: '跳到主要内容',
};
