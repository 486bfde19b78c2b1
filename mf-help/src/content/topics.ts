/**
 * The help centre's nine pages (spec 000 section 2): route, title, one-line summary and the
 * Markdown file with the guidance. The text lives in the .md files beside this one.
 */
import changeInfoAdmin from './changeInfo-admin.md';
import changeInfoLegalPerson from './changeInfo-legalPerson.md';
import entAuth from './entAuth.md';
import entAuthProcess from './entAuth-process.md';
import financialProcess from './financialProcess.md';
import loginRegister from './loginRegister.md';
import personAuth from './personAuth.md';
import personAuthProcess from './personAuth-process.md';
import signature from './signature.md';

export interface HelpTopic {
  /** The path below /cWeb, e.g. /helpCenter/personAuth/process. */
  path: string;
  title: string;
  summary: string;
  markdown: string;
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  { path: '/helpCenter/loginRegister', title: '登录注册', summary: '注册账号、三种登录方式、滑块验证与找回密码。', markdown: loginRegister },
  { path: '/helpCenter/personAuth', title: '个人认证', summary: '为什么要做个人实名认证，有哪些核验方式，认证状态的含义。', markdown: personAuth },
  { path: '/helpCenter/personAuth/process', title: '个人认证流程', summary: '从上传身份证到人脸识别，个人实名认证的每一步。', markdown: personAuthProcess },
  { path: '/helpCenter/entAuth', title: '企业认证', summary: '企业认证的准备材料、四种认证方式与各类企业的限制。', markdown: entAuth },
  { path: '/helpCenter/entAuth/process', title: '企业认证流程', summary: '选择企业、信息核验、小额打款或刷脸，到认证完成。', markdown: entAuthProcess },
  { path: '/helpCenter/changeInfo/legalPerson', title: '法定代表人变更', summary: '工商变更后如何在平台同步法定代表人，以及变更期间的限制。', markdown: changeInfoLegalPerson },
  { path: '/helpCenter/changeInfo/admin', title: '管理员变更', summary: '平台管理员的职责、如何申请成为管理员，以及权限说明。', markdown: changeInfoAdmin },
  { path: '/helpCenter/signature', title: '电子签章', summary: '开通个人和企业电子签章，在线签署与下载合同。', markdown: signature },
  { path: '/helpCenter/financialProcess', title: '融资流程', summary: '融资前的准备、申请步骤、审核时效与还款方式。', markdown: financialProcess },
];

/** The default page of the help centre. */
export const DEFAULT_TOPIC = HELP_TOPICS[0];
