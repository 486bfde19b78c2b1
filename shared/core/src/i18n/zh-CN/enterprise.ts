/**
 * The texts the mock answers with (zh-CN). The create-company ones translate the spec's English
 * (001 section 8); 获取信息异常 and the individual-business text are the spec's own Chinese.
 */
export const ENTERPRISE_MESSAGES = {
  noCreditCode: '该企业无统一社会信用代码，暂不支持认证',
  notGroupCore: '该企业非集团核心企业，暂不支持企业认证，请重新选择',
  upgradeFirst: '当前企业需先进行企业升级认证',
  cannotAdd: '当前企业暂无法添加，请联系客户经理',
  platformAuthenticated: '该企业已完成平台认证，无法添加',
  notOperator: '您不是该企业的经营者',
  alreadyAuthenticated: '该企业已认证，请勿重复认证',
  inFlight: '该企业正在认证中，是否继续认证？',
  authMethodRequired: '请选择企业认证方式',
  individualUnsupported: '您所选的业务暂不支持个体工商户，请选择其他业务',
  lookupFailed: '获取信息异常',
  wrongStep: '当前认证进度不支持此操作，请刷新后重试',
  licenceOcrFailed: '未能识别营业执照信息，请上传清晰完整的营业执照照片，或手动填写',
  /** Template: {left}. */
  amountWrong: '打款金额不正确，您还可以尝试{left}次',
  amountTriesExhausted: '验证次数已用完，请重新申请打款',
  amountFormat: '请输入正确的金额（保留两位小数）',
  materialMissing: '请上传全部所需材料',
  adminNotAllowed: '仅法定代表人或管理员可以管理管理员',
  adminExists: '该用户已是企业管理员',
  adminIdMismatch: '姓名与身份证号不一致',
  lpResendTooSoon: '短信发送过于频繁，请稍后再试',
  /** ent4 of a legal representative who is the user: both sides of their ID card are asked. */
  idCardPhotosRequired: '请上传法定代表人身份证人像面和国徽面照片',
  idCardMismatch: '身份证照片与填写的法定代表人姓名或身份证号不一致，请上传法定代表人本人的身份证照片',
} as const;
