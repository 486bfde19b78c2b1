/**
 * The help centre's nine pages (spec 000 section 2): route, title, one-line summary and the
 * Markdown file with the guidance. The guidance lives in the .md files beside this one, titles
 * and summaries in the catalogue.
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
import { help as t } from '../i18n/zh-CN/help';

export interface HelpTopic {
  /** The path below /cWeb, e.g. /helpCenter/personAuth/process. */
  path: string;
  title: string;
  summary: string;
  markdown: string;
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  { path: '/helpCenter/loginRegister', ...t.topics.loginRegister, markdown: loginRegister },
  { path: '/helpCenter/personAuth', ...t.topics.personAuth, markdown: personAuth },
  { path: '/helpCenter/personAuth/process', ...t.topics.personAuthProcess, markdown: personAuthProcess },
  { path: '/helpCenter/entAuth', ...t.topics.entAuth, markdown: entAuth },
  { path: '/helpCenter/entAuth/process', ...t.topics.entAuthProcess, markdown: entAuthProcess },
  { path: '/helpCenter/changeInfo/legalPerson', ...t.topics.changeInfoLegalPerson, markdown: changeInfoLegalPerson },
  { path: '/helpCenter/changeInfo/admin', ...t.topics.changeInfoAdmin, markdown: changeInfoAdmin },
  { path: '/helpCenter/signature', ...t.topics.signature, markdown: signature },
  { path: '/helpCenter/financialProcess', ...t.topics.financialProcess, markdown: financialProcess },
];

/** The default page of the help centre. */
export const DEFAULT_TOPIC = HELP_TOPICS[0];
