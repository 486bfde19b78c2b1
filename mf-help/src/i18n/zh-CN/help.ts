// The help centre's texts; the guidance itself is in the Markdown files of src/content.
export const help = {
  brand: '帮助中心',
  /** The sidebar's name: the help centre's own navigation of its nine pages. */
  sidebar: '帮助中心',
  contents: '本页目录',
  pager: '上一篇和下一篇',
  previous: (title: string) => `上一篇：${title}`,
  next: (title: string) => `下一篇：${title}`,
  search: {
    name: '搜索帮助',
    label: '搜索帮助内容',
    placeholder: '输入关键词，如：验证码、小额打款、电子签章',
    results: '搜索结果',
    found: (count: number) => `找到 ${count} 个相关页面`,
    none: (query: string) => `没有找到与“${query}”相关的帮助，请换个关键词试试。`,
  },
  topics: {
    loginRegister: { title: '登录注册', summary: '注册账号、三种登录方式、滑块验证与找回密码。' },
    personAuth: { title: '个人认证', summary: '为什么要做个人实名认证，有哪些核验方式，认证状态的含义。' },
    personAuthProcess: { title: '个人认证流程', summary: '从上传身份证到人脸识别，个人实名认证的每一步。' },
    entAuth: { title: '企业认证', summary: '企业认证的准备材料、四种认证方式与各类企业的限制。' },
    entAuthProcess: { title: '企业认证流程', summary: '选择企业、信息核验、小额打款或刷脸，到认证完成。' },
    changeInfoLegalPerson: { title: '法定代表人变更', summary: '工商变更后如何在平台同步法定代表人，以及变更期间的限制。' },
    changeInfoAdmin: { title: '管理员变更', summary: '平台管理员的职责、如何申请成为管理员，以及权限说明。' },
    signature: { title: '电子签章', summary: '开通个人和企业电子签章，在线签署与下载合同。' },
    financialProcess: { title: '融资流程', summary: '融资前的准备、申请步骤、审核时效与还款方式。' },
  },
} as const;
