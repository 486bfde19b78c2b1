/** News of the portal (/dynamics/index): seeded articles, newest first. Bodies are rich text (HTML). */
import { ROUTES, documentPath as page, productPath } from '@portal/core';

export type NewsCategory = 'company' | 'notice' | 'industry';

export const NEWS_CATEGORY_NAMES: Record<NewsCategory, string> = {
  company: '公司新闻',
  notice: '平台公告',
  industry: '行业资讯',
};

export interface NewsArticle {
  id: string;
  title: string;
  category: NewsCategory;
  publishDate: string;
  source: string;
  summary: string;
  content: string;
  /** Served by id but never listed: QA fixtures. */
  unlisted?: boolean;
}

export const NEWS: readonly NewsArticle[] = [
  {
    id: 'n2025112001',
    title: '链融保理上线“应付电子凭证”多级流转功能，助力末端供应商融资',
    category: 'company',
    publishDate: '2025-11-20',
    source: '链融商业保理有限公司',
    summary: '应付电子凭证支持在供应链上下游之间拆分、流转与融资，末端中小供应商可凭核心企业确权的凭证在线申请保理融资。',
    content:
      '<p>11月20日，链融商业保理有限公司在供应链金融服务平台正式上线“应付电子凭证”多级流转功能。核心企业在平台签发并确权的应付电子凭证，可由一级供应商按实际采购金额拆分后转让给二级、三级供应商，持有人可随时在线申请保理融资。</p>' +
      '<h3>让核心企业信用传到链条末端</h3><p>过去，核心企业的银行授信通常只能覆盖一级供应商，链条末端的小微企业难以借助核心企业信用获得低成本融资。应付电子凭证把核心企业的付款承诺数字化，每一次拆分、流转都记录在平台上，权属清晰、不可篡改。</p>' +
      '<ul><li>签发：核心企业依据真实贸易背景签发凭证，并完成线上确权；</li><li>流转：持有人可按需拆分，最小金额 100 元；</li><li>融资：持有人提交融资申请后，最快当日放款；</li><li>兑付：到期日由核心企业统一付款，平台自动清分。</li></ul>' +
      `<p>目前已有 37 家核心企业、1,200 余家供应商在平台开立凭证账户。欢迎有需要的企业通过<a href="${page(productPath('winnings'))}">应付电子凭证产品页</a>了解详情。</p>`,
  },
  {
    id: 'n2025110801',
    title: '关于 2025 年 11 月 15 日系统升级维护的公告',
    category: 'notice',
    publishDate: '2025-11-08',
    source: '平台运营中心',
    summary: '为提升服务质量，平台将于 11 月 15 日 22:00 至 11 月 16 日 06:00 进行系统升级，期间登录、认证及融资申请将暂停服务。',
    content:
      '<p>尊敬的客户：</p><p>为进一步提升系统稳定性与服务体验，供应链金融服务平台计划于 <strong>2025 年 11 月 15 日 22:00 至 11 月 16 日 06:00</strong> 进行系统升级维护。维护期间，以下服务将暂停：</p>' +
      '<ol><li>账号登录、注册及密码找回；</li><li>个人实名认证与企业认证；</li><li>融资申请提交、合同签署与电子凭证流转。</li></ol>' +
      '<p>已提交的融资申请不受影响，审核进度将在维护结束后同步更新。请您合理安排业务办理时间，由此带来的不便，敬请谅解。</p><p>如有疑问，请拨打客服热线 400-000-0000。</p><p style="text-align:right">平台运营中心<br>2025 年 11 月 8 日</p>',
  },
  {
    id: 'n2025102801',
    title: '人民银行等部门发文：进一步规范供应链金融业务，强化应收账款确权',
    category: 'industry',
    publishDate: '2025-10-28',
    source: '行业资讯整理',
    summary: '新规强调核心企业应及时确认账款、不得拖欠中小企业款项，并鼓励以标准化票据和电子凭证提升应收账款流动性。',
    content:
      '<p>近日，人民银行会同相关部门发布通知，要求金融机构和核心企业进一步规范供应链金融业务。通知明确，供应链金融应坚持服务实体经济，以真实交易为基础，防止虚构贸易背景套取融资。</p>' +
      '<h3>要点解读</h3><ul><li><strong>确权及时：</strong>核心企业应在合理期限内对应收账款进行确认，不得以任何形式拖延确权；</li><li><strong>账期合理：</strong>鼓励大型企业缩短对中小企业的付款周期；</li><li><strong>信息透明：</strong>支持通过供应链票据、电子凭证等标准化工具提高应收账款的可流转性。</li></ul>' +
      '<blockquote>对商业保理公司而言，规范化的确权流程将显著降低操作风险，也为线上化、批量化服务中小供应商创造了条件。</blockquote>' +
      '<p>链融保理已在平台内实现确权全流程线上化，核心企业可通过电子签章完成批量确权。</p>',
  },
  {
    id: 'n2025101501',
    title: '链融保理与华东某大型制造集团签署供应链金融战略合作协议',
    category: 'company',
    publishDate: '2025-10-15',
    source: '链融商业保理有限公司',
    summary: '双方将围绕集团上游 800 余家供应商，联合推出保理营运资金与订单融资服务，首期合作额度 20 亿元。',
    content:
      '<p>10月15日，链融商业保理有限公司与华东某大型制造集团在上海签署供应链金融战略合作协议。根据协议，双方将依托供应链金融服务平台，为集团上游 800 余家供应商提供应收账款保理、订单融资等服务，首期合作额度 20 亿元。</p>' +
      '<p>集团财务负责人表示，过去供应商融资主要依赖线下材料传递，平均放款周期在两周以上。接入平台后，供应商完成企业认证即可在线提交融资申请，集团在线确权，<strong>最快 T+1 放款</strong>。</p>' +
      '<h3>合作内容</h3><table><tr><th>服务</th><th>适用对象</th><th>首期额度</th></tr><tr><td>保理营运资金</td><td>已形成应收账款的供应商</td><td>12 亿元</td></tr><tr><td>订单融资</td><td>已获采购订单的供应商</td><td>6 亿元</td></tr><tr><td>应付管理</td><td>集团本部及成员单位</td><td>2 亿元</td></tr></table>',
  },
  {
    id: 'n2025093001',
    title: '国庆、中秋假期服务安排公告',
    category: 'notice',
    publishDate: '2025-09-30',
    source: '平台运营中心',
    summary: '假期期间平台线上服务正常开放，融资放款与人工审核将于 10 月 9 日起恢复办理。',
    content:
      '<p>尊敬的客户：</p><p>2025 年国庆、中秋假期为 10 月 1 日至 10 月 8 日。假期期间服务安排如下：</p>' +
      '<ul><li>平台登录、实名认证、企业认证等线上服务正常开放；</li><li>融资申请可正常提交，人工审核与放款自 10 月 9 日起依次办理；</li><li>客服热线 400-000-0000 假期值班时间为 9:00-17:00。</li></ul><p>祝您节日愉快！</p>',
  },
  {
    id: 'n2025091801',
    title: '小供保理全面支持个人经营者电子签章，材料提交减少一半',
    category: 'company',
    publishDate: '2025-09-18',
    source: '链融商业保理有限公司',
    summary: '小供保理的转让通知、保理合同等文件可由法定代表人通过手机刷脸完成电子签署，无需寄送纸质材料。',
    content:
      '<p>为进一步方便中小供应商办理业务，小供保理产品近日完成流程升级：保理合同、应收账款转让通知书等文件全部支持电子签章，法定代表人通过手机完成刷脸认证即可签署。</p>' +
      '<p>升级后，供应商办理小供保理所需提交的材料由原来的 11 项减少至 5 项，平均办理时长由 3 个工作日缩短至 1 个工作日。</p>' +
      '<h3>办理小贴士</h3><ol><li>首次办理请先完成个人实名认证和企业认证；</li><li>签署前请确认法定代表人手机号可正常接收短信；</li><li>如法定代表人正在变更，暂不支持进入业务系统，请在变更完成后办理。</li></ol>' +
      `<p>详细操作可参阅帮助中心<a href="${page(ROUTES.help.signature.href())}">电子签章指引</a>。</p>`,
  },
  {
    id: 'n2025090501',
    title: '2025 年上半年我国商业保理业务量同比增长 18%',
    category: 'industry',
    publishDate: '2025-09-05',
    source: '行业资讯整理',
    summary: '行业协会数据显示，上半年商业保理业务量保持较快增长，供应链保理占比持续提升，线上化率超过六成。',
    content:
      '<p>据行业协会发布的数据，2025 年上半年全国商业保理业务量同比增长约 18%。其中，依托核心企业的供应链保理业务占比进一步提高，反映出保理行业加速回归服务实体、服务中小企业的本源。</p>' +
      '<p>从业务方式看，线上化办理比例超过六成。电子签章、在线确权、票据与电子凭证等数字化工具的普及，使保理公司能够以更低成本服务更多长尾客户。</p>' +
      '<p>业内人士认为，下一阶段行业竞争将集中在风控能力与场景深耕上，具备产业背景和数字化能力的保理公司将更具优势。</p>',
  },
  {
    id: 'n2025082201',
    title: '关于防范冒用我司名义进行诈骗的风险提示',
    category: 'notice',
    publishDate: '2025-08-22',
    source: '平台运营中心',
    summary: '近期有不法分子冒用我司名义，以“低息贷款”“内部渠道”等话术诱导客户转账，请广大客户提高警惕。',
    content:
      '<p>近期，我司接到客户反映，有不法分子冒用“链融保理”名义，通过电话、短信、社交软件等方式，以“低息贷款”“无抵押快速放款”“内部渠道包过”等话术，诱导客户缴纳“保证金”“解冻费”等费用。</p>' +
      '<p>我司郑重声明：</p><ol><li>我司<strong>不向个人提供贷款</strong>，所有保理业务均通过本平台线上办理；</li><li>我司不会以任何名义要求客户在放款前缴纳保证金、手续费或向个人账户转账；</li><li>我司官方客服热线为 400-000-0000，请勿相信其他号码。</li></ol>' +
      '<p>如遇可疑情况，请及时拨打客服热线核实或向公安机关报案。</p>',
  },
  {
    id: 'n2025080801',
    title: '平台企业认证新增“法人刷脸”方式，最快 5 分钟完成认证',
    category: 'company',
    publishDate: '2025-08-08',
    source: '链融商业保理有限公司',
    summary: '法定代表人本人办理企业认证时，可选择刷脸认证方式，无需小额打款，最快 5 分钟完成。',
    content:
      '<p>8 月 8 日起，供应链金融服务平台企业认证新增“法定代表人刷脸认证”方式。法定代表人本人操作时，完成企业四要素核验后，通过手机刷脸即可完成企业认证，无需等待小额打款到账。</p>' +
      `<p>平台目前支持四种企业认证方式：</p><ul><li>小额打款 + 法定代表人线上授权；</li><li>法定代表人刷脸；</li><li>小额打款 + 法定代表人线下授权（半线上）；</li><li>线下认证。</li></ul><p>各方式的适用情形与所需材料，请参阅帮助中心<a href="${page(ROUTES.help.entAuth.href())}">企业认证说明</a>。</p>`,
  },
  {
    id: 'n2025071601',
    title: '跨境贸易回款周期拉长，外贸企业如何用保理盘活应收账款',
    category: 'industry',
    publishDate: '2025-07-16',
    source: '行业资讯整理',
    summary: '受海运周期和海外买家付款条件影响，外贸企业账期普遍拉长。外贸保理可帮助企业提前回笼资金并转移买方信用风险。',
    content:
      '<p>今年以来，部分航线运力紧张、海外买家普遍要求延长账期，外贸企业的应收账款周转天数明显上升。对于以赊销（O/A）方式出口的中小外贸企业而言，资金压力尤为突出。</p>' +
      '<h3>外贸保理能解决什么</h3><ul><li>提前回款：出口发货后即可凭发票与货运单据申请融资；</li><li>风险转移：有追索与无追索方式可选，无追索方式下买方信用风险由保理商承担；</li><li>账款管理：由保理商提供应收账款催收与对账服务。</li></ul>' +
      `<p>链融保理的<a href="${page(productPath('foreignTrade'))}">外贸保理</a>支持美元、欧元结算的出口应收账款，欢迎外贸企业咨询。</p>`,
  },
  {
    id: 'n2025063001',
    title: '平台累计服务中小企业突破 5,000 家',
    category: 'company',
    publishDate: '2025-06-30',
    source: '链融商业保理有限公司',
    summary: '截至 6 月末，供应链金融服务平台累计服务中小企业 5,126 家，累计投放保理融资 312 亿元。',
    content:
      '<p>截至 2025 年 6 月 30 日，供应链金融服务平台累计服务中小企业 5,126 家，累计投放保理融资 312 亿元，其中单笔 100 万元以下的普惠类业务占比 68%。</p>' +
      '<p>平台将继续围绕核心企业供应链场景，完善线上认证、电子签章、在线确权等基础能力，让中小企业融资更便捷、更便宜。</p>',
  },
  {
    id: 'n2025061201',
    title: '关于更新《用户服务协议》与《隐私政策》的公告',
    category: 'notice',
    publishDate: '2025-06-12',
    source: '平台运营中心',
    summary: '平台更新了用户服务协议与隐私政策，主要涉及个人信息收集范围说明与第三方共享清单，自 6 月 20 日起生效。',
    content:
      '<p>尊敬的用户：</p><p>根据相关法律法规要求，平台对《用户服务协议》与《隐私政策》进行了更新，主要变更如下：</p>' +
      '<ol><li>细化了实名认证、企业认证环节个人信息的收集目的与范围；</li><li>新增第三方信息共享清单（电子签章服务商、身份核验服务商）；</li><li>明确了账号注销的办理方式与处理时限。</li></ol>' +
      `<p>更新后的协议自 2025 年 6 月 20 日起生效，您可在登录页查看<a href="${page('/userAgreement.html')}">《用户服务协议》</a>与<a href="${page('/privacyAgreement.html')}">《隐私政策》</a>全文。</p>`,
  },
  {
    id: 'n2025052001',
    title: '票据保理：让持票企业不再为“小额、短期”票据贴现发愁',
    category: 'industry',
    publishDate: '2025-05-20',
    source: '行业资讯整理',
    summary: '小额、期限不一的商业汇票贴现难、成本高，票据保理以票据对应的应收账款为基础提供融资，是中小持票企业的新选择。',
    content:
      '<p>在供应链中，大量中小企业收到的是金额较小、期限不一的商业承兑汇票。这类票据在银行贴现时常因金额小、承兑人资质等原因被拒，或贴现成本较高。</p>' +
      '<p>票据保理以票据背后的真实贸易应收账款为基础，企业将应收账款转让给保理公司，同时将票据作为还款保障，从而获得融资。与传统贴现相比，票据保理对票面金额与剩余期限的要求更灵活。</p>' +
      `<p>了解更多，请访问<a href="${page(productPath('bill'))}">票据保理</a>产品页。</p>`,
  },
  {
    id: 'n2025042501',
    title: '链融保理获评“年度供应链金融创新服务机构”',
    category: 'company',
    publishDate: '2025-04-25',
    source: '链融商业保理有限公司',
    summary: '在年度供应链金融峰会上，链融保理凭借应付电子凭证与池保理产品获评年度创新服务机构。',
    content:
      '<p>4 月 25 日，在年度供应链金融峰会上，链融商业保理有限公司获评“年度供应链金融创新服务机构”。评审委员会认为，链融保理的应付电子凭证与池保理产品有效提升了中小企业应收账款的流动性。</p>' +
      '<p>公司负责人表示，将继续坚持“依托产业、服务中小”的定位，持续提升线上化服务能力。</p>',
  },
];

/**
 * A QA fixture that is never listed: an article whose body holds known XSS vectors, each of
 * which would set `window.__xssFired` if it ran. The portal must show it with none running.
 */
export const HOSTILE_ARTICLE: NewsArticle = {
  id: 'qa-hostile',
  title: '【测试】安全检查专用内容',
  category: 'notice',
  publishDate: '2025-01-01',
  source: 'QA',
  summary: '含有恶意脚本样本的测试内容，用于验证富文本净化。',
  unlisted: true,
  content: [
    '<p id="qa-hostile-start">本文用于验证富文本净化，以下内容中的脚本均不应执行。</p>',
    '<script>window.__xssFired = "script"</script>',
    '<img src="x" onerror="window.__xssFired = \'img onerror\'" alt="损坏的图片">',
    '<svg onload="window.__xssFired = \'svg onload\'"></svg>',
    '<iframe src="javascript:window.parent.__xssFired = \'iframe\'"></iframe>',
    '<iframe srcdoc="<script>parent.__xssFired = \'srcdoc\'</script>"></iframe>',
    '<a id="qa-js-link" href="javascript:window.__xssFired = \'link\'">点击这里</a>',
    '<a href="#" onclick="window.__xssFired = \'onclick\'; return false">另一个链接</a>',
    '<details open ontoggle="window.__xssFired = \'ontoggle\'"><summary>展开</summary>内容</details>',
    '<input autofocus onfocus="window.__xssFired = \'onfocus\'">',
    '<object data="javascript:window.__xssFired = \'object\'"></object>',
    '<embed src="javascript:window.__xssFired = \'embed\'">',
    '<form action="javascript:window.__xssFired = \'form\'"><button id="qa-submit">提交</button></form>',
    '<div onmouseover="window.__xssFired = \'mouseover\'" id="qa-hover">把鼠标移到这里</div>',
    '<math><mtext><table><mglyph><style><img src=x onerror="window.__xssFired = \'mxss\'"></style></mglyph></table></mtext></math>',
    '<noscript><p title="</noscript><img src=x onerror=window.__xssFired=\'noscript\'>"></noscript>',
    '<meta http-equiv="refresh" content="0;url=javascript:window.__xssFired = \'meta\'">',
    '<p id="qa-hostile-end">正文结束。</p>',
  ].join(''),
};

export function findArticle(id: string): NewsArticle | undefined {
  return id === HOSTILE_ARTICLE.id ? HOSTILE_ARTICLE : NEWS.find((a) => a.id === id);
}
