/**
 * Texts of the portal chrome (layouts, menus, footer, widgets, the shell's plain pages), zh-CN.
 * Texts the spec gives are used character for character; the English ones (chat widget errors)
 * are the spec's own wording.
 */

export const chrome = {
  brand: '供应链金融服务平台',
  brandHome: '供应链金融服务平台 首页',
  brandMark: '保',
  authCaption: '认证中心',
  treasuryCaption: '司库服务',

  menuLabel: '主菜单',
  menu: {
    home: '首页',
    products: '产品中心',
    news: '新闻动态',
    about: '关于我们',
    help: '帮助中心',
    business: '业务中心',
  },
  drawerOpen: '打开菜单',
  drawerClose: '关闭菜单',

  megaMenuLabel: '产品中心',
  productIntro: '产品介绍视频',
  playIntro: '播放介绍视频',
  viewProduct: '查看产品',

  video: {
    loading: '加载中，请稍候',
    unsupported: '此视频暂无法播放，请稍后再试',
    close: '关闭',
    rates: '播放速度',
    rate: (rate: number) => `${rate}x`,
  },

  footerLabel: '页脚',
  footer: {
    links: '服务热线 400-000-0000 · 工作日 9:00-18:00',
    variants: {
      factoring: {
        company: '链融商业保理有限公司',
        legal: [
          '本平台保理业务由链融商业保理有限公司提供，经地方金融监督管理部门批准设立，依法开展商业保理业务。',
          '市场有风险，融资需谨慎。平台不向个人提供贷款，不吸收公众存款。',
        ],
        copyright: '© 链融商业保理有限公司 版权所有',
      },
      digital: {
        company: '链融数字科技有限公司',
        legal: [
          '本平台由链融数字科技有限公司运营，提供供应链金融信息技术服务，不直接从事金融业务。',
          '平台所展示的金融产品由持牌机构提供，具体以机构审核结果为准。',
        ],
        copyright: '© 链融数字科技有限公司 版权所有',
      },
    },
  },

  backToTop: '回到顶部',
  consult: '在线咨询',

  chat: {
    launcher: '智能助手',
    title: '智能助手',
    close: '关闭智能助手',
    welcome: '您好，我是平台智能助手，可以回答登录、认证和产品相关的问题。',
    placeholder: '请输入您的问题（最多50字）',
    send: '发送',
    sending: '正在回复…',
    connectionError: 'Sorry, connection error, please try again later',
    unknown: '抱歉，这个问题我暂时无法回答，您可以换个问法，或点击“在线咨询”联系人工客服。',
    you: '我',
    assistant: '智能助手',
  },

  remoteFailed: {
    title: '页面暂时无法加载',
    lead: '该功能模块暂时无法访问，可能是网络不稳定或服务正在更新。门户的其他功能不受影响。',
    retry: '重试',
  },
  remoteLoading: '加载中，请稍候',
  /** The loading overlay after STILL_WAITING_MS: the server has not answered yet. */
  stillWaiting: '服务器响应较慢，仍在等待…',
  cancelWaiting: '取消等待',

  manifestFailed: {
    title: '门户配置加载失败',
    lead: '暂时无法获取页面模块列表，请检查网络后重试。',
    retry: '重试',
  },
} as const;

export type ChromeMessages = typeof chrome;
