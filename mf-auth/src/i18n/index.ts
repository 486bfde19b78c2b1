import { enterprise } from './zh-CN/enterprise';
import { person } from './zh-CN/person';
import { change } from './zh-CN/change';

/** The auth remote's message catalogue: one object per locale, one namespace per area. */
export const zhCN = { person, enterprise, change } as const;

export type Messages = typeof zhCN;

export const messages: Messages = zhCN;
