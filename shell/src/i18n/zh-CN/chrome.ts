/** Texts of the portal chrome (layouts, menus, footer, widgets), zh-CN. */
export const chrome = {
  brand: '供应链金融服务平台',
  menuLabel: '主菜单',
} as const;
