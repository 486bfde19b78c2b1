// /open/service (issue 12, deliverable 6).
export const openService = {
  company: (name: string) => `为 ${name} 开通`,
  noCompany: '您尚未关联企业，开通时将引导您完成企业认证',
  product: '选择产品',
  agree: '我已阅读并同意《产品服务协议》及《授权书》',
  agreeRule: '请先阅读并同意协议',
  submit: '立即开通',
  back: '返回业务中心',
  results: { entered: '已为您进入业务系统', stopped: '开通未完成：请按提示完成认证或确认后再试' },
};
