/** Rich-text documents shown by /threeEditorShow?id=...: content authored in the operators' editor. */
import { HOSTILE_ARTICLE } from './news';

export interface RichDocument {
  id: string;
  title: string;
  updatedAt: string;
  content: string;
}

export const RICH_DOCUMENTS: readonly RichDocument[] = [
  {
    id: 'risk-disclosure',
    title: '保理业务风险揭示书',
    updatedAt: '2025-06-20',
    content:
      '<p>尊敬的客户：在您申请保理融资前，请仔细阅读本风险揭示书，充分了解保理业务可能存在的风险。</p>' +
      '<h3>一、应收账款真实性风险</h3><p>您应保证转让的应收账款基于真实、合法的交易，不存在虚构、重复转让或已设定质押等情形。如因应收账款不真实导致损失，您须依约承担回购或赔偿责任。</p>' +
      '<h3>二、买方付款风险</h3><p>有追索权保理中，买方到期未付款的，保理公司有权要求您回购应收账款或返还融资款本息。</p>' +
      '<h3>三、商业纠纷风险</h3><p>因商品质量、交付等原因与买方发生纠纷，导致买方拒付或减少付款的，由您承担相应责任。</p>' +
      '<h3>四、信息安全提示</h3><p>请妥善保管账号、密码与短信验证码，不要将其告知他人。平台工作人员不会向您索取密码或验证码。</p>' +
      '<p>本揭示书不能揭示保理业务的全部风险。如有疑问，请拨打客服热线 400-000-0000。</p>',
  },
  {
    id: 'service-fee',
    title: '平台服务收费说明',
    updatedAt: '2025-03-01',
    content:
      '<p>平台注册、实名认证、企业认证、电子签章均<strong>免费</strong>。保理融资相关费用以业务合同约定为准，主要包括：</p>' +
      '<table><tr><th>费用项目</th><th>收取方式</th><th>参考标准</th></tr>' +
      '<tr><td>保理融资利息</td><td>按实际用款天数计收</td><td>年化 4.2% 起</td></tr>' +
      '<tr><td>保理服务费</td><td>按融资金额一次性计收</td><td>0.1%-0.5%</td></tr>' +
      '<tr><td>逾期违约金</td><td>按逾期天数计收</td><td>以合同约定为准</td></tr></table>' +
      '<p>平台不收取任何名目的保证金、手续费或“加急费”，请警惕冒用平台名义的收费行为。</p>',
  },
  { id: HOSTILE_ARTICLE.id, title: HOSTILE_ARTICLE.title, updatedAt: HOSTILE_ARTICLE.publishDate, content: HOSTILE_ARTICLE.content },
];

export const findRichDocument = (id: string): RichDocument | undefined => RICH_DOCUMENTS.find((d) => d.id === id);
