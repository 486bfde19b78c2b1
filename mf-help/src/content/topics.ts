/**
 * The help centre's nine pages (spec 000 section 2): route, title, one-line summary and the
 * Markdown file with the guidance. The guidance lives in the .md files beside this one, titles
 * and summaries in the catalogue. Each file is imported already rendered (see src/markdown.d.ts).
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
import type { RenderedHelp } from './markdown';

export interface HelpTopic {
  /** The path below /cWeb, e.g. /helpCenter/personAuth/process. */
  path: string;
  title: string;
  summary: string;
  /** The guidance, rendered from its Markdown when the remote was built. */
  content: RenderedHelp;
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  { path: '/helpCenter/loginRegister', ...t.topics.loginRegister, content: loginRegister },
  { path: '/helpCenter/personAuth', ...t.topics.personAuth, content: personAuth },
  { path: '/helpCenter/personAuth/process', ...t.topics.personAuthProcess, content: personAuthProcess },
  { path: '/helpCenter/entAuth', ...t.topics.entAuth, content: entAuth },
  { path: '/helpCenter/entAuth/process', ...t.topics.entAuthProcess, content: entAuthProcess },
  { path: '/helpCenter/changeInfo/legalPerson', ...t.topics.changeInfoLegalPerson, content: changeInfoLegalPerson },
  { path: '/helpCenter/changeInfo/admin', ...t.topics.changeInfoAdmin, content: changeInfoAdmin },
  { path: '/helpCenter/signature', ...t.topics.signature, content: signature },
  { path: '/helpCenter/financialProcess', ...t.topics.financialProcess, content: financialProcess },
];

/** The default page of the help centre. */
export const DEFAULT_TOPIC = HELP_TOPICS[0];
