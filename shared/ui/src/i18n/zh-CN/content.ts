// Texts of the content pieces: the failure state of a page's data area.

/** A data area whose call failed: the catalogue's message above, this retry below. */
export const loadFailed = {
  /** In place of a message a blocking 提示 box already shows (10100012): said once, not twice. */
  failed: '内容未能加载',
  retry: '重新加载',
  retrying: '加载中，请稍候',
};
