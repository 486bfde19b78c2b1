// Texts of the side navigation the user centre and the help centre share.
export const sidebar = {
  collapse: '收起菜单',
  expand: '展开菜单',
};
