/** The failure page drawn when the shell itself fails to start (src/boot/guard.ts); apart from the chrome catalogue, so the entry carries only these. */
export const boot = {
  title: '门户启动失败',
  lead: '页面未能加载完成，可能是网络不稳定或服务正在更新，请重试。',
  retry: '重试',
} as const;
