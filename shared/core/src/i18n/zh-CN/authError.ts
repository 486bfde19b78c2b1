// The spec lists the auth-error cases in English only (001 section 8): these are our zh-CN texts.
export const authErrorTexts = {
  title: '企业认证异常',
  /** Template: {company}. */
  messages: {
    expired: '{company}的企业认证已过期，请重新进行企业认证',
    alreadyAuthenticated: '{company}已完成企业认证，无需重复认证',
    associationRemoved: '您与{company}的关联关系已解除，如需继续办理请重新添加企业',
    legalChange: '{company}的法人正在变更中或已变更，请先完成法人变更认证',
    adminChange: '{company}的平台管理员正在变更中或已变更，请先完成平台管理员变更认证',
  },
  actions: {
    expired: '重新认证',
    alreadyAuthenticated: '已知晓',
    associationRemoved: '重新添加企业',
    legalChange: '去变更',
    adminChange: '去变更',
  },
  cancel: '取消',
  /** Shown in place of {company} when the name is unknown. */
  thisCompany: '该企业',
} as const;
