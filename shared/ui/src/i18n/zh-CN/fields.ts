/** The plain controls' own words (@portal/ui/fields). */
export const fields = {
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  pager: '分页',
  previousPage: '上一页',
  nextPage: '下一页',
  page: (n: number) => `第 ${n} 页`,
  loading: '加载中',
} as const;
