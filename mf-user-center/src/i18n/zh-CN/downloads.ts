import type { DownloadKind } from '@portal/core';

// The download centre (issue 12, deliverable 4); the two failure texts are spec 001 section 8's.
export const downloads = {
  kinds: { contract: '合同', voucher: '凭证', statement: '对账单' } satisfies Record<DownloadKind, string>,
  columns: { name: '文件名称', kind: '类型', createdAt: '生成日期', size: '大小', actions: '操作' },
  download: '下载',
  empty: '暂无可下载的文件',
  downloadFailed: '文件下载服务异常，请联系客服',
  listFailed: '文件服务异常，请稍后再试',
  retry: '重试',
  size: (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`,
};
