/** Product facts of the nine product pages (/product/{key}): what, for whom, steps, documents. */

import { productByKey, type CatalogProduct, type ProductGroupKey, type ProductKey } from '@portal/core';

export type { ProductKey };

export interface ProductStep {
  title: string;
  detail: string;
}

export interface ProductTerm {
  label: string;
  value: string;
}

/** What the content API tells about a product beyond the catalogue of @portal/core. */
interface OwnFacts {
  key: ProductKey;
  tagline: string;
  intro: string;
  audience: string[];
  highlights: string[];
  terms: ProductTerm[];
  steps: ProductStep[];
  documents: string[];
}

const BASIC_DOCUMENTS = ['营业执照（副本）', '法定代表人身份证件', '近一年财务报表（资产负债表、利润表）', '企业征信授权书（平台线上签署）'];

const OWN_FACTS: readonly OwnFacts[] = [
  {
    key: 'twogold',
    tagline: '应收账款转让融资，盘活营运资金',
    intro: '供应商将对核心企业的应收账款转让给链融保理，在账期到来前提前获得融资，用于日常采购、工资发放等营运资金需求。核心企业在线确权，全程电子化办理。',
    audience: ['向大型企业、国有企业或上市公司供货并形成应收账款的中小供应商', '账期在 30 至 360 天之间、回款稳定的企业', '已在平台完成企业认证的一般企业'],
    highlights: ['融资比例最高可达应收账款金额的 90%', '核心企业在线确权，最快 T+1 放款', '随借随还，按实际用款天数计息', '无需抵押，依托核心企业信用'],
    terms: [
      { label: '融资额度', value: '50 万元 - 5,000 万元' },
      { label: '融资期限', value: '不超过应收账款剩余账期，最长 12 个月' },
      { label: '参考费率', value: '年化 4.2% 起' },
      { label: '还款方式', value: '核心企业到期付款，或到期一次还本付息' },
    ],
    steps: [
      { title: '注册与认证', detail: '注册平台账号，完成个人实名认证和企业认证。' },
      { title: '提交融资申请', detail: '选择核心企业，录入应收账款信息并上传合同、发票。' },
      { title: '核心企业确权', detail: '核心企业在线确认应收账款的真实性与金额。' },
      { title: '签署保理合同', detail: '法定代表人通过电子签章签署保理合同与转让通知。' },
      { title: '放款', detail: '审核通过后融资款项发放至企业对公账户。' },
    ],
    documents: [...BASIC_DOCUMENTS, '与核心企业签订的购销合同', '对应的增值税发票', '发货单或验收单等履约凭证'],
  },
  {
    key: 'smallsupply',
    tagline: '面向小微供应商的小额、高频保理',
    intro: '为核心企业链条上的小微供应商提供小额、高频的应收账款保理服务。单笔金额小、审批快，线上申请、线上签约、线上放款。',
    audience: ['年销售额 5,000 万元以下的小微供应商', '对同一核心企业有持续供货记录（6 个月以上）的企业', '需要小额、频繁周转资金的企业（不支持个体工商户）'],
    highlights: ['单笔 1 万元起融', '系统自动审批，最快 2 小时放款', '额度循环使用', '法定代表人手机刷脸即可签约'],
    terms: [
      { label: '融资额度', value: '1 万元 - 300 万元' },
      { label: '融资期限', value: '最长 180 天' },
      { label: '参考费率', value: '年化 5.5% 起' },
      { label: '还款方式', value: '到期一次还本付息，支持提前还款' },
    ],
    steps: [
      { title: '完成认证', detail: '完成个人实名认证与企业认证，个体工商户暂不支持。' },
      { title: '申请额度', detail: '系统根据历史供货数据自动测算可用额度。' },
      { title: '选择账款', detail: '勾选核心企业已确认的应收账款，发起融资。' },
      { title: '电子签约', detail: '法定代表人刷脸签署保理合同。' },
      { title: '放款与还款', detail: '放款至对公账户；到期由核心企业付款自动结清。' },
    ],
    documents: ['营业执照（副本）', '法定代表人身份证件', '近 6 个月与核心企业的供货记录（平台自动获取）'],
  },
  {
    key: 'factoring',
    tagline: '多笔应收账款入池，额度循环使用',
    intro: '企业将对多个买方的应收账款整体转让入池，链融保理根据池内应收账款余额核定融资额度。账款持续入池、回款自动补充额度，适合交易频繁、买方分散的企业。',
    audience: ['买方数量多、单笔金额小、交易频繁的企业', '应收账款余额稳定在 500 万元以上的企业', '希望减少逐笔申请工作量的企业'],
    highlights: ['一次授信，额度随池内余额动态调整', '回款自动入池，无需逐笔办理', '支持多个买方、多币种应收账款', '提供应收账款对账与催收服务'],
    terms: [
      { label: '融资额度', value: '池内合格应收账款余额的 70%-85%' },
      { label: '授信期限', value: '1 年，可续期' },
      { label: '参考费率', value: '年化 4.8% 起' },
      { label: '还款方式', value: '回款自动冲抵，或随借随还' },
    ],
    steps: [
      { title: '提交申请', detail: '提交企业资料与近一年应收账款明细。' },
      { title: '尽职调查', detail: '客户经理上门或视频尽调，核实交易与回款情况。' },
      { title: '授信与签约', detail: '核定池额度，签署池保理合同并设立回款监管账户。' },
      { title: '账款入池', detail: '定期上传新增应收账款，系统自动核定可用额度。' },
      { title: '提款与回款', detail: '在额度内随时提款；买方回款自动冲抵融资。' },
    ],
    documents: [...BASIC_DOCUMENTS, '近一年应收账款明细表', '主要买方的购销合同', '回款银行流水（近 6 个月）'],
  },
  {
    key: 'foreignTrade',
    tagline: '出口应收账款融资与买方风险保障',
    intro: '面向以赊销（O/A）方式出口的外贸企业，凭出口发票与货运单据提前获得融资，并可选择由保理商承担海外买方信用风险。',
    audience: ['以赊销方式向海外买方出口的外贸企业', '出口收汇记录良好、具备进出口经营权的企业', '希望规避海外买方信用风险的企业'],
    highlights: ['发货后即可融资，提前回笼资金', '有追索 / 无追索两种方式可选', '支持美元、欧元结算', '提供海外账款管理与催收服务'],
    terms: [
      { label: '融资额度', value: '出口发票金额的 80% 以内' },
      { label: '融资期限', value: '最长 180 天' },
      { label: '参考费率', value: '按币种与买方资信单独报价' },
      { label: '结算币种', value: '美元、欧元、人民币' },
    ],
    steps: [
      { title: '买方额度申请', detail: '提交海外买方信息，由保理商核定买方信用额度。' },
      { title: '签署协议', detail: '签署外贸保理协议及应收账款转让通知。' },
      { title: '出运与提交单据', detail: '货物出运后上传发票、提单等单据。' },
      { title: '融资放款', detail: '审核单据后按约定比例放款。' },
      { title: '到期收汇', detail: '海外买方付款至指定账户，结清融资。' },
    ],
    documents: [...BASIC_DOCUMENTS, '出口合同或订单', '商业发票与装箱单', '提单或空运单', '近一年出口收汇记录'],
  },
  {
    key: 'orderCredit',
    tagline: '凭核心企业订单，备货阶段即可融资',
    intro: '供应商凭核心企业下达的采购订单，在备货、生产阶段即可获得融资，用于采购原材料和组织生产。以核心企业信用和订单为基础，无需额外抵押。',
    audience: ['已获得集团核心企业采购订单的供应商', '备货、生产周期较长，前期资金投入大的企业', '与核心企业合作满 1 年、履约记录良好的企业'],
    highlights: ['订单下达即可申请，融资前移至备货阶段', '融资比例最高为订单金额的 70%', '交货形成应收账款后自动转为保理融资', '纯信用，无需抵押担保'],
    terms: [
      { label: '融资额度', value: '订单金额的 70% 以内，最高 3,000 万元' },
      { label: '融资期限', value: '订单交付期 + 账期，最长 12 个月' },
      { label: '参考费率', value: '年化 5.0% 起' },
      { label: '还款方式', value: '核心企业付款时自动还款' },
    ],
    steps: [
      { title: '完成认证', detail: '完成个人实名认证与企业认证（订单融资需核心企业为集团成员单位）。' },
      { title: '提交订单', detail: '选择核心企业订单，填写融资金额与用途。' },
      { title: '核心企业确认', detail: '核心企业在线确认订单真实有效。' },
      { title: '签约放款', detail: '电子签署订单融资合同，放款至对公账户。' },
      { title: '交货转保理', detail: '交货验收后，订单融资转为应收账款保理，到期自动结清。' },
    ],
    documents: [...BASIC_DOCUMENTS, '核心企业采购订单', '原材料采购合同或生产计划'],
  },
  {
    key: 'orderProtection',
    tagline: '订单融资叠加履约保障，额度更高',
    intro: '在订单融资基础上，由核心企业或合作担保机构提供履约保障，适合订单金额大、生产周期长的供应商，融资比例与额度更高。',
    audience: ['承接大额订单、生产周期在 3 个月以上的供应商', '核心企业愿意提供履约保障的企业', '已在平台完成企业认证的一般企业'],
    highlights: ['融资比例最高为订单金额的 85%', '单户额度最高 8,000 万元', '分批提款，按进度用款', '交货后自动转为应收账款保理'],
    terms: [
      { label: '融资额度', value: '订单金额的 85% 以内，最高 8,000 万元' },
      { label: '融资期限', value: '最长 18 个月' },
      { label: '参考费率', value: '年化 4.6% 起' },
      { label: '保障方式', value: '核心企业履约保障或担保机构保证' },
    ],
    steps: [
      { title: '提交申请', detail: '提交订单与生产计划，选择保障方式。' },
      { title: '保障确认', detail: '核心企业或担保机构在线确认保障安排。' },
      { title: '审批签约', detail: '审批通过后电子签署融资合同与保障协议。' },
      { title: '分批提款', detail: '按生产进度分批提款。' },
      { title: '交货结清', detail: '交货验收后转为保理，核心企业到期付款结清。' },
    ],
    documents: [...BASIC_DOCUMENTS, '核心企业采购订单', '生产计划与进度安排', '保障方出具的履约保障函'],
  },
  {
    key: 'winnings',
    tagline: '核心企业应付账款电子化，可拆分、可流转、可融资',
    intro: '核心企业依据真实贸易将应付账款以电子凭证形式签发给供应商。凭证可在供应链内拆分流转，持有人可随时申请保理融资，到期由核心企业兑付。',
    audience: ['希望优化应付账款管理、延长账期的核心企业', '持有核心企业电子凭证的各级供应商', '需要向上游支付货款、希望减少资金占用的中型企业'],
    highlights: ['凭证可拆分、可多级流转，最小 100 元', '持有人随时申请融资，最快当日到账', '核心企业到期统一兑付，平台自动清分', '全流程电子签章，权属清晰可追溯'],
    terms: [
      { label: '凭证期限', value: '30 - 360 天' },
      { label: '融资比例', value: '凭证金额的 100%（扣除利息）' },
      { label: '参考费率', value: '参照核心企业信用定价，年化 3.8% 起' },
      { label: '兑付方式', value: '核心企业到期付款' },
    ],
    steps: [
      { title: '核心企业开立', detail: '核心企业完成认证并获得签发额度。' },
      { title: '签发凭证', detail: '核心企业依据采购合同向一级供应商签发凭证。' },
      { title: '签收与流转', detail: '供应商签收凭证，可拆分后支付给上游供应商。' },
      { title: '申请融资', detail: '持有人选择凭证发起融资，电子签署转让协议。' },
      { title: '到期兑付', detail: '到期日核心企业付款，平台自动清分给持有人或保理公司。' },
    ],
    documents: ['营业执照（副本）', '法定代表人身份证件', '与上手企业的购销合同', '对应的增值税发票'],
  },
  {
    key: 'bill',
    tagline: '以票据对应的应收账款融资，小额票据也能变现',
    intro: '持票企业将商业汇票对应的应收账款转让给链融保理，以票据作为还款保障获得融资。对票面金额与剩余期限要求灵活，解决小额、短期票据贴现难的问题。',
    audience: ['持有核心企业承兑的商业汇票的中小企业', '票面金额较小（10 万元以下）或期限不一的持票企业', '已在平台完成企业认证的一般企业（个体工商户暂不支持）'],
    highlights: ['单张票据 1 万元起', '支持多张票据打包融资', '线上背书与签约，最快当日放款', '费率低于同类商票贴现'],
    terms: [
      { label: '融资额度', value: '票面金额的 95% 以内' },
      { label: '融资期限', value: '不超过票据剩余期限' },
      { label: '参考费率', value: '年化 4.5% 起' },
      { label: '承兑人要求', value: '平台准入的核心企业' },
    ],
    steps: [
      { title: '完成认证', detail: '完成个人实名认证与企业认证。' },
      { title: '选择票据', detail: '在业务系统中选择持有的合格票据。' },
      { title: '提交贸易背景', detail: '上传与前手的购销合同与发票。' },
      { title: '签约背书', detail: '电子签署保理合同并完成票据背书。' },
      { title: '放款', detail: '审核通过后放款至企业对公账户。' },
    ],
    documents: ['营业执照（副本）', '法定代表人身份证件', '商业汇票正反面信息', '与前手的购销合同及发票'],
  },
  {
    key: 'huafubao',
    tagline: '一站式应付账款管理，优化核心企业现金流',
    intro: '为核心企业提供应付账款的集中管理服务：供应商对账、付款计划、确权与融资协同一站完成。核心企业在不增加负债的前提下延长账期，供应商可随时获得融资。',
    audience: ['供应商数量多、应付账款管理复杂的集团企业', '希望统一付款节奏、提升资金使用效率的企业', '愿意支持上游供应商融资的核心企业'],
    highlights: ['应付账款集中管理，付款计划一目了然', '供应商在线对账与确权', '为供应商对接保理融资，不占用企业授信', '支持与企业 ERP 系统对接'],
    terms: [
      { label: '服务对象', value: '集团核心企业及其成员单位' },
      { label: '账期延长', value: '通常可延长 30 - 90 天' },
      { label: '服务费用', value: '按年服务费或按融资规模协商' },
      { label: '系统对接', value: '支持主流 ERP 接口' },
    ],
    steps: [
      { title: '需求沟通', detail: '客户经理了解企业应付账款规模与管理需求。' },
      { title: '方案设计', detail: '确定账期、付款节奏与供应商融资方案。' },
      { title: '签约开通', detail: '签署服务协议，开通应付管理系统。' },
      { title: '数据对接', detail: '导入或对接应付账款数据，邀请供应商入驻。' },
      { title: '日常运营', detail: '在线确权、付款与供应商融资协同。' },
    ],
    documents: [...BASIC_DOCUMENTS, '应付账款明细（近 12 个月）', '主要供应商清单'],
  },
];

export interface ProductFacts extends OwnFacts {
  name: string;
  /** The business-system id of spec 001 section 7, where the spec gives one. */
  productId: string | null;
  group: ProductGroupKey;
}

const catalogued = (key: ProductKey): CatalogProduct => {
  const product = productByKey(key);
  if (!product) throw new Error(`${key} is not in the product catalogue`);
  return product;
};

/** The catalogue's name, product id and group with this API's facts. */
export const PRODUCTS: readonly ProductFacts[] = OWN_FACTS.map((facts) => {
  const { name, productId, group } = catalogued(facts.key);
  return { ...facts, name, productId, group };
});

export const findProduct = (key: string): ProductFacts | undefined => PRODUCTS.find((p) => p.key === key);
