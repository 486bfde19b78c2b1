/**
 * The authorisation documents by code (spec 000 section 3 names the codes only; the titles are
 * the mock's reading of their pinyin initials) and which step asks for which.
 */
import { type Agreement, type AgreementStep } from '@portal/core';
import { MOCK_AUTH_PATHS } from '../paths';

const doc = (code: string, title: string, required = true): Agreement => ({ code, title, url: MOCK_AUTH_PATHS.agreement(code), required });

/** Every agreement the portal shows, by code. */
export const AGREEMENT_TITLES: Readonly<Record<string, string>> = {
  'ptrzxy-bl-0001': '平台认证服务协议',
  'ptrzxy-bl-0002': '平台认证服务协议（法定代表人）',
  'grsjxx-bl-0002': '个人数据信息查询授权书',
  'szzsgr-bl-0004': '数字证书服务协议（个人）',
  'szzsfd-bl-0005': '数字证书服务协议（法定代表人）',
  'szzsgs-bl-0006': '数字证书服务协议（企业）',
  'szzsgs-bl-0007': '数字证书服务协议（企业线下）',
  'glysq-bl-0003': '平台管理员授权书',
  'bgfrtzs-bl-001': '变更法定代表人通知书',
};

const of = (code: string, required = true): Agreement => doc(code, AGREEMENT_TITLES[code], required);

export const AGREEMENTS: Readonly<Record<AgreementStep, readonly Agreement[]>> = {
  personal: [of('grsjxx-bl-0002'), of('szzsgr-bl-0004')],
  enterprise: [of('ptrzxy-bl-0001'), of('szzsgs-bl-0006')],
  enterpriseLegalPerson: [of('ptrzxy-bl-0002'), of('szzsfd-bl-0005')],
  enterpriseOffline: [of('ptrzxy-bl-0001'), of('szzsgs-bl-0007')],
  adminAuthorisation: [of('glysq-bl-0003')],
  legalChange: [of('bgfrtzs-bl-001')],
};

/** The body of a document's page: enough text to read what one agrees to. */
export function agreementText(code: string): string[] {
  const title = AGREEMENT_TITLES[code];
  return [
    `本《${title}》（编号 ${code}）由您与平台运营方（商业保理公司）签订。`,
    '您授权平台为完成实名认证与业务开通之目的，向依法设立的身份核验、运营商、银行及征信机构查询、核验并保存您提交的信息。',
    '平台将按照《中华人民共和国个人信息保护法》的要求保护您的信息，不会用于本协议约定以外的用途。',
    '您可随时通过客服渠道查询、更正您的信息；撤回授权不影响撤回前基于授权已进行的处理。',
    '本页为演示环境的示例文本，正式文本以平台公示为准。',
  ];
}
