import { chrome } from './zh-CN/chrome';
import { diagnostics } from './zh-CN/diagnostics';
import { session } from './zh-CN/session';
import { qa } from './zh-CN/qa';

/**
 * The shell's message catalogue. One object per locale, one namespace per area; components read
 * `messages.<area>.<key>` so another locale can be added without touching them.
 */
export const zhCN = { chrome, session, qa, diagnostics } as const;

export type Messages = typeof zhCN;

export const messages: Messages = zhCN;
