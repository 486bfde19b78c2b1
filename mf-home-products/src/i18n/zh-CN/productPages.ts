// The enterprise centre's and the product pages' texts: they load with those pages, not with home.
export const centre = {
  title: '业务中心',
  lead: '进入已开通的业务系统，办理融资申请、确权、签约与还款。',
  signedIn: '您已登录。进入业务系统前，请确认已完成个人实名认证和企业认证。',
  status: '查看我的业务与认证状态',
  signedOut: '登录后即可进入业务系统。首次使用请先注册，并完成个人实名认证和企业认证。',
  enter: '进入系统',
  details: '产品详情',
};

export const productPage = {
  centre: '产品中心',
  apply: '立即办理',
  guide: '查看融资流程指引',
  what: '产品介绍',
  who: '适用客户',
  terms: '产品要素',
  steps: '办理流程',
  documents: '所需材料',
  documentsNote: '以上材料均可在线上传；实际所需材料以审核要求为准。',
  related: (group: string) => `${group}的其他产品`,
};
