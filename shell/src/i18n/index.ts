import { chrome } from './zh-CN/chrome';
import { session } from './zh-CN/session';

/**
 * The shell's message catalogue. One object per locale, one namespace per area; components read
 * `messages.<area>.<key>` so another locale can be added without touching them. The pages that
 * load on their own route only (diagnostics, the QA sign-in) read their own namespace from
 * zh-CN/, so the first view does not carry their texts.
 */
export const zhCN = { chrome, session } as const;

export type Messages = typeof zhCN;

export const messages: Messages = zhCN;
