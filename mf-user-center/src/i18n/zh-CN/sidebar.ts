// The user-centre sidebar (spec 000 section 2): its title and the entries shown when the user's menu resources give none.
export const sidebar = {
  title: '用户中心',
  defaults: [
    { label: '业务中心', to: '/business/center' },
    { label: '基本信息', to: '/base/info' },
    { label: '合同管理', to: '/contract' },
    { label: '下载中心', to: '/download/center' },
    { label: '设置中心', to: '/set/center' },
    { label: '开通服务', to: '/open/service' },
  ],
};
