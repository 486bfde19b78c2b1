// zh-CN field messages, character for character as the spec gives them.
export const validationMessages = {
  mobileRequired: '请输入手机号',
  mobileInvalid: '请输入正确的手机号',
  smsCodeRequired: '请输入短信验证码',
  smsCodeInvalid: '请输入六位手机短信验证码',
  passwordRequired: '请输入密码',
  passwordRule: '密码为12-20位数字+大写字母+小写字母+特殊符号组合',
  passwordMismatch: '两次密码输入不一致，请重新输入',
  creditCodeCharset: '只能输入数字和字母',
  creditCodeInvalid: '请输入正确的统一社会信用代码',
  companyNameRequired: '请输入企业名称',
} as const;
