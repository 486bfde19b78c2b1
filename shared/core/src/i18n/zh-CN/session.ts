// The session rules' zh-CN words (spec 001 section 8).
export const sessionTexts = {
  /**
   * The password-login answer that sends the user to set a password ('please set your new password
   * via forgot password'); the mock answers with this very text.
   */
  setPasswordMessage: '请通过忘记密码设置您的新密码',
  /** Words of the password page's title that choose its success text: activation, or a password set. */
  titleWords: { activate: '激活', password: '密码' },
} as const;
