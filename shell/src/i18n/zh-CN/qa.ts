// The QA sign-in page (/__qa/sign-in): a tester signs in as a persona from the QA console.
export const qa = {
  title: '测试账号登录',
  signingIn: '正在以 {mobile} 登录：滑块验证、短信验证码、登录……',
  done: '已登录，正在打开页面……',
  missingMobile: '缺少手机号：请从 QA 控制台（/__mock/）点击“登录”。',
  failed: '登录失败：{reason}',
  notCompleted: '登录未完成（未选择企业或读取用户信息失败）。',
  mockOnly: '此页面只在模拟服务可用时有效（pnpm start、单独运行的远程应用、CI），它从模拟服务的控制接口读取滑块答案和短信验证码。',
  backToConsole: '返回 QA 控制台',
} as const;
