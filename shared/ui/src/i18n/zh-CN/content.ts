// Texts of the content pieces: the failure state of a page's data area.

/** A data area whose call failed: the catalogue's message above, this retry below. */
export const loadFailed = {
  retry: '重新加载',
  retrying: '加载中，请稍候',
};
