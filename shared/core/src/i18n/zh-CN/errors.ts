// The error catalogue's zh-CN texts (spec 001 section 8), character for character: note the ASCII
// commas in the HTTP texts and the full-width ones elsewhere, as the spec spells them.
export const errorMessages = {
  /** Other 4xx; also 400 when the server sent no message. */
  clientError: '请求出错,请检查参数并重试',
  serverError: '服务出错,请稍后再试',
  timeout: '请求超时,请稍后重试',
  network: '网络错误,请检查',
  duplicate: '接口重复调用，请求已取消',
  fileDownloadFailed: '文件下载服务异常，请联系客服',
  fileServiceFailed: '文件服务异常，请稍后再试',
  smsUnregistered: '用户未注册，请先注册',
  weakPassword: '您的密码强度较低，请重置密码',
  sliderFetchFailed: '获取滑动验证图片异常',
  sliderWrong: '滑块位置错误',
  smsSent: '短信验证码已发送',
  smsFailed: '获取短信验证码异常',
  activated: '激活成功',
  passwordSet: '密码设置成功',
  userInfoFailed: '获取用户信息异常',
  logoutFailed: '退出异常',
  otherAccountLoggedIn: '您已经登录了其他账号，需要刷新下页面再进行下操作',
  infoFailed: '获取信息异常',
  pageInfoLost: '页面信息丢失，需要从“业务中心”重新进来',
  individualBusinessUnsupported: '您所选的业务暂不支持个体工商户，请选择其他业务',
  noProductPermission: '您暂无办理该产品权限',
  contactLegalOrAdmin: '请联系法定代表人或管理员去开通',
  upgradeRequired: '为了给您提供更优质的服务，平台已进行升级，如需开通新业务请您进行个人升级认证',
  /** Template: fill with `fillTemplate(t, { company })`. */
  legalPersonChanging: '{company}的法人正在变更中，暂不支持进入到业务系统',
  /** Template: fill with `fillTemplate(t, { company })`. */
  adminChanging: '{company}的平台管理员正在变更中，暂不支持进入到业务系统',
  noticeTitle: '提示',
  noticeButton: '已知晓',
  loading: '加载中，请稍候',
  videoUnsupported: '此视频暂无法播放，请稍后再试',
  /** 501005: that code is dead (not the mobile); a new code lifts it (the server's data says how long it stays dead). */
  smsLocked: '短信验证码错误次数过多，该验证码已失效，请重新获取',
  /** 501010: password login without a passed captcha. */
  captchaRequired: '请先完成滑块验证',
  /** 501011: wrong password, unregistered or not activated; one answer that reveals nothing. */
  passwordWrong: '手机号或密码错误，如未设置过密码，请通过忘记密码设置新密码',
  /** Template: after 501011, fill with `{ count }` from `data.remainingAttempts`. */
  attemptsLeft: '还可尝试{count}次',
  /** 501012, template: fill with `{ minutes }`. */
  passwordLocked: '密码错误次数过多，账号已锁定，请{minutes}分钟后再试',
  /** 501013, template: fill with `{ seconds }`. */
  smsTooFrequent: '短信发送过于频繁，请{seconds}秒后再试',
  /** 501014. */
  smsDailyCap: '今日短信发送次数已达上限，请明日再试',
  /** 501015 with HTTP 429, template: fill with `{ seconds }`. */
  rateLimited: '操作过于频繁，请{seconds}秒后再试',
  /** HTTP 413. */
  payloadTooLarge: '请求内容过大',
  /** HTTP 415. */
  unsupportedMediaType: '请求格式不支持',
} as const;
