// The user centre's page headings (spec 000 section 2, user-centre layout).
export const pages = {
  baseInfo: { title: '基本信息', lead: '个人与企业的基本信息。' },
  businessCenter: { title: '业务中心', lead: '您已开通与可开通的业务。' },
  contract: { title: '合同管理', lead: '查看、签署与下载个人及企业合同。' },
  downloadCenter: { title: '下载中心', lead: '您申请导出的文件在这里下载。' },
  openService: { title: '开通服务', lead: '选择并开通适合您企业的融资服务。' },
  settings: { title: '设置中心', lead: '登录密码、通知与账户安全设置。' },
};
