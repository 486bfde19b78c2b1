/**
 * The help centre's nine pages (spec 000 section 2): route, title, one-line summary and the
 * Markdown file with the guidance. The guidance lives in the .md files beside this one, titles
 * and summaries in the catalogue. Each file is imported already rendered (see src/markdown.d.ts).
 */
import { ROUTES } from '@portal/core';
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
  { path: ROUTES.help.loginRegister.path, ...t.topics.loginRegister, content: loginRegister },
  { path: ROUTES.help.personAuth.path, ...t.topics.personAuth, content: personAuth },
  { path: ROUTES.help.personAuthProcess.path, ...t.topics.personAuthProcess, content: personAuthProcess },
  { path: ROUTES.help.entAuth.path, ...t.topics.entAuth, content: entAuth },
  { path: ROUTES.help.entAuthProcess.path, ...t.topics.entAuthProcess, content: entAuthProcess },
  { path: ROUTES.help.changeInfoLegalPerson.path, ...t.topics.changeInfoLegalPerson, content: changeInfoLegalPerson },
  { path: ROUTES.help.changeInfoAdmin.path, ...t.topics.changeInfoAdmin, content: changeInfoAdmin },
  { path: ROUTES.help.signature.path, ...t.topics.signature, content: signature },
  { path: ROUTES.help.financialProcess.path, ...t.topics.financialProcess, content: financialProcess },
];

/** The default page of the help centre. */
export const DEFAULT_TOPIC = HELP_TOPICS[0];

/** A topic's page name (the tab's title, the QA harness's link). */
export const topicPageTitle = (topic: HelpTopic): string => `${topic.title} - ${t.brand}`;
