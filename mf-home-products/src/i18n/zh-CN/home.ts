// The home remote's texts: shared pieces, news, rich-text pages, the business centre, product pages.
export const common = {
  loading: '加载中，请稍候',
  reload: '重新加载',
  home: '首页',
  breadcrumb: '当前位置',
  body: '正文',
  loginOrRegister: '登录 / 注册',
  carousel: { previous: '上一张', next: '下一张', slide: (n: number) => `第 ${n} 张` },
  pager: { total: (n: number) => `共 ${n} 条` },
};

export const news = {
  title: '新闻动态',
  lead: '公司新闻、平台公告与行业资讯。',
  categories: { all: '全部', company: '公司新闻', notice: '平台公告', industry: '行业资讯' },
  tabs: '资讯分类',
  stale: '以下为上次加载的内容。',
  empty: '暂无资讯',
  pager: '新闻分页',
  back: '返回新闻列表',
  notFound: '未找到这篇资讯，它可能已下线或链接有误。',
  source: (source: string) => `来源：${source}`,
  neighbours: '上一篇和下一篇',
  newer: (title: string) => `上一篇：${title}`,
  older: (title: string) => `下一篇：${title}`,
  noNewer: '上一篇：没有了',
  noOlder: '下一篇：没有了',
};

export const richText = {
  title: '内容展示',
  updated: (at: string) => `更新于 ${at}`,
  noId: '未指定要展示的内容，请从正确的链接进入。',
};

export const homePage = {
  title: '首页',
  hero: '商业保理与供应链金融服务',
  heroText: '链融商业保理依托核心企业信用，为产业链上下游中小企业提供应收账款保理、订单融资与应付管理服务，申请、签约、放款全程线上办理。',
  enterCentre: '进入业务中心',
  realName: '实名认证',
  carousel: '产品推荐',
  banners: {
    twogold: { eyebrow: '应收账款保理', title: '应收账款提前变现，最快 T+1 放款', text: '依托核心企业信用，无需抵押，核心企业在线确权，随借随还。' },
    winnings: { eyebrow: '应付电子凭证', title: '核心企业信用，直达链条末端', text: '凭证可拆分、可流转、可融资，末端供应商也能享受低成本资金。' },
    orderCredit: { eyebrow: '订单融资', title: '拿到订单就能融资，备货生产不再等', text: '凭核心企业采购订单申请融资，交货后自动转为保理。' },
  },
  bannerEnter: '立即开通',
  bannerMore: (product: string) => `了解${product}`,
  figuresLabel: '平台数据',
  figures: [
    { value: '5,126', unit: '家', label: '累计服务中小企业' },
    { value: '312', unit: '亿元', label: '累计投放保理融资' },
    { value: '370+', unit: '家', label: '合作核心企业' },
    { value: 'T+1', unit: '', label: '最快放款时效' },
  ],
  products: '产品中心',
  stepsTitle: '四步开通融资',
  steps: {
    register: { title: '注册登录', detail: '手机号注册，短信验证码或密码登录。', link: '登录注册指引' },
    person: { title: '个人实名认证', detail: '核验身份证件、银行卡或人脸信息。', link: '去认证' },
    enterprise: { title: '企业认证', detail: '法定代表人刷脸或小额打款完成企业认证。', link: '企业认证说明' },
    products: { title: '开通产品', detail: '选择适合的产品，在线申请、签约与放款。', link: '进入业务中心' },
  },
  news: '新闻动态',
  moreNews: '更多新闻',
  entries: '服务入口',
  help: { title: '帮助中心', text: '登录、认证、签章与融资操作指引' },
  about: { title: '关于我们', text: '公司简介、资质与联系方式' },
  treasury: { title: '司库服务', text: '集团资金集中管理与融资协同' },
};
