import { errorMessages, validationMessages } from '@portal/core';

/** The password component's texts (zh-CN): the spec's where it gives them. */
export const PASSWORD_TEXTS = {
  mobile: '手机号',
  mobilePlaceholder: '请输入手机号',
  code: '短信验证码',
  codePlaceholder: '请输入短信验证码',
  password: '新密码',
  passwordPlaceholder: '请输入新密码',
  confirm: '确认密码',
  confirmPlaceholder: '请再次输入新密码',
  /** The 12-20 rule, shown as a hint while typing and as the message on blur. */
  rule: validationMessages.passwordRule,
  submit: '确定',
  backToLogin: '返回登录',
  returning: (seconds: number) => `${seconds}秒后返回登录`,
  activated: errorMessages.activated,
  passwordSet: errorMessages.passwordSet,
};
