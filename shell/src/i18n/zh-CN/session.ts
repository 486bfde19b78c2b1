/** Texts of sign-in and the session (login page and dialog, user card, expiry), zh-CN. */
export const session = {
  loginButton: '登录 / 注册',
} as const;
