// What a visitor sees on a user-centre page.
export const signedOut = {
  lead: '请先登录，再查看您的业务、合同与账户设置。',
  login: '登录 / 注册',
};
