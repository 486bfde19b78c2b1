/**
 * Texts of sign-in and the session (login page and dialog, user card, expiry), zh-CN. Where the
 * spec gives a Chinese text it is here character for character (several come from
 * `@portal/core`'s catalogues, which hold the spec's texts once); where it gives only an English
 * meaning, this is the portal's Chinese for it.
 */
import { errorMessages, validationMessages } from '@portal/core';

export const session = {
  loginButton: '登录 / 注册',

  // Login form (page and dialog).
  loginTitle: '登录',
  loginLead: '欢迎登录供应链金融服务平台',
  tabSms: '短信登录',
  tabPassword: '密码登录',
  mobile: '手机号',
  mobilePlaceholder: '请输入手机号',
  code: '短信验证码',
  codePlaceholder: '请输入短信验证码',
  password: '密码',
  passwordPlaceholder: '请输入密码',
  submit: '登录',
  agreePrefix: '我已阅读并同意',
  userAgreement: '《用户协议》',
  privacyPolicy: '《隐私政策》',
  and: '和',
  agreementTitle: '提示',
  agreementPrompt: '请阅读并同意《用户协议》和《隐私政策》后登录',
  agree: '同意并登录',
  cancel: '取消',
  forgotPassword: '忘记密码',
  iamLogin: '集团统一身份认证登录',
  mobileRequired: validationMessages.mobileRequired,
  mobileInvalid: validationMessages.mobileInvalid,
  smsCodeRequired: validationMessages.smsCodeRequired,
  smsCodeInvalid: validationMessages.smsCodeInvalid,
  passwordRequired: validationMessages.passwordRequired,
  weakPassword: errorMessages.weakPassword,
  userInfoFailed: errorMessages.userInfoFailed,
  loginDialogLabel: '登录对话框',

  // Password pages: titles pick the success text (激活 -> 激活成功, 密码 -> 密码设置成功).
  forgotTitle: '找回密码',
  resetTitle: '重置密码',
  activateTitle: '激活账号',
  changeTitle: '修改密码',
  passwordPageLead: '通过手机短信验证设置新的登录密码。',

  // IAM sign-on.
  iamTitle: '统一身份认证登录',
  iamWorking: '正在通过集团统一身份认证中心登录，请稍候…',
  iamMissingCode: '缺少统一身份认证凭证，请重新登录',
  backToLogin: '返回登录',

  // After login.
  resumingLogin: '正在登录，请稍候…',
  selectCompanyTitle: '选择关联企业',
  selectCompanyLead: '您关联了多家企业，请选择本次办理业务的企业',
  selectCompanyRequired: '请选择关联企业',
  confirm: '确定',
  otherAccount: errorMessages.otherAccountLoggedIn,
  reload: '刷新页面',

  // User card.
  userCardLabel: '用户信息',
  noCompany: '暂无关联企业',
  currentCompany: '当前企业',
  switchCompany: '切换企业',
  changePassword: '修改密码',
  logout: '退出登录',
  redDot: '有待处理的认证事项',
  statusLabels: {
    completePersonal: '请完成个人认证',
    upgrade: '升级认证',
    personalAuthenticating: '个人认证中',
    personalUpgradeAuthenticating: '个人升级认证中',
    entNotAuthenticated: '企业未认证',
    entAuthenticating: '企业认证中',
    entAuthenticated: '企业已认证',
    entExpired: '企业认证已过期',
    entAssociated: '企业已关联',
  },

  // Logout.
  logoutTitle: '退出登录',
  logoutConfirm: '确定要退出当前账号吗？',
  logoutSucceeded: '退出成功',
  logoutFailed: errorMessages.logoutFailed,

  // Session expiry (the login-error dialog, width 26 units).
  expiredTitle: '提示',
  expiredMessage: '您好，当前账号权限已失效，请重新登录',
  relogin: '重新登录',

  // Blocking notice (1004001, 10100012).
  noticeTitle: errorMessages.noticeTitle,
  noticeButton: errorMessages.noticeButton,

  // Business-system jump.
  unknownSystem: '暂不支持进入该业务系统',
} as const;
