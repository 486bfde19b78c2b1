import { LEGAL_CHANGE_PAGES, adminChangeTodo, changePagePath, legalChangeTodo, type ChangeInfoAnswer, type LegalChangePage, ROUTES } from '@portal/core';

export type TodoKind = 'legalToSign' | 'legalUpload' | 'legalRejected' | 'adminRefused' | 'entRejected' | 'entContracts' | 'personContracts';

export interface Todo {
  kind: TodoKind;
  /** Contracts waiting (the contract kinds). */
  count?: number;
  to: string;
}

/** The to-do each page a legal-representative change can wait on the caller at is shown as. */
const LEGAL_CHANGE_TASK_KINDS: Partial<Record<LegalChangePage, TodoKind>> = {
  [LEGAL_CHANGE_PAGES.legalSign]: 'legalToSign',
  [LEGAL_CHANGE_PAGES.adminUpload]: 'legalUpload',
  [LEGAL_CHANGE_PAGES.adminReject]: 'legalRejected',
};

export interface TodoInput {
  changes?: ChangeInfoAnswer | null;
  /** The enterprise authentication came back to the customer (the red dot): where to fix it. */
  rejectedAuthPath?: string | null;
  entToSign: number;
  personToSign: number;
}

/**
 * The company's to-do list: changes waiting for this user, materials sent back, contracts to
 * sign; each with the page of the step it waits on.
 */
export function companyTodos({ changes, rejectedAuthPath, entToSign, personToSign }: TodoInput): Todo[] {
  const todos: Todo[] = [];
  const entCode = changes?.entCode ?? '';
  // Core's change rules say which step waits on this user and the page it lands on.
  const legalPage = legalChangeTodo(changes?.legalChange ?? null);
  const legalKind = legalPage && LEGAL_CHANGE_TASK_KINDS[legalPage];
  if (legalPage && legalKind) todos.push({ kind: legalKind, to: changePagePath(legalPage, entCode) });
  const adminPage = adminChangeTodo(changes?.adminChange ?? null);
  if (adminPage) todos.push({ kind: 'adminRefused', to: changePagePath(adminPage, entCode) });
  if (rejectedAuthPath) todos.push({ kind: 'entRejected', to: rejectedAuthPath });
  if (entToSign > 0) todos.push({ kind: 'entContracts', count: entToSign, to: ROUTES.userCentre.contractList.href({ scope: 'enterprise', status: 'TO_SIGN' }) });
  if (personToSign > 0) todos.push({ kind: 'personContracts', count: personToSign, to: ROUTES.userCentre.contractList.href({ scope: 'person', status: 'TO_SIGN' }) });
  return todos;
}
