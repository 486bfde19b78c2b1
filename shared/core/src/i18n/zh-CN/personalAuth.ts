/**
 * Texts of personal authentication's rules (zh-CN), shared by the auth pages and the flows that
 * send people there. The spec gives the rules (real name, resident ID) but not their messages;
 * these are the portal's.
 */
export const personalAuthMessages = {
  realNameRequired: '请输入真实姓名',
  realNameInvalid: '请输入正确的姓名（汉字，少数民族姓名可用“·”分隔）',
  idNoRequired: '请输入身份证号',
  idNoInvalid: '请输入正确的18位居民身份证号',
  bankCardRequired: '请输入银行卡号',
  bankCardInvalid: '请输入正确的银行卡号',
  factorNames: {
    personal2: '实名信息核验',
    telecomOperators3: '手机号认证',
    bankCard4: '银行卡认证',
    livingFace: '人脸识别',
  },
} as const;
