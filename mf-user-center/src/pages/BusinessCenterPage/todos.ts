import { ADMIN_CHANGE_PAGES, LEGAL_CHANGE_PAGES, changePagePath, type ChangeInfoAnswer } from '@portal/core';

export type TodoKind = 'legalToSign' | 'legalUpload' | 'legalRejected' | 'adminRefused' | 'entRejected' | 'entContracts' | 'personContracts';

export interface Todo {
  kind: TodoKind;
  /** Contracts waiting (the contract kinds). */
  count?: number;
  to: string;
}

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
  const legal = changes?.legalChange;
  const admin = changes?.adminChange;
  const entCode = changes?.entCode ?? '';
  if (legal?.side === 'legal' && legal.step === 'WAIT_LEGAL') todos.push({ kind: 'legalToSign', to: changePagePath(LEGAL_CHANGE_PAGES.legalSign, entCode) });
  if (legal?.side === 'admin' && legal.step === 'UPLOAD') todos.push({ kind: 'legalUpload', to: changePagePath(LEGAL_CHANGE_PAGES.adminUpload, entCode) });
  if (legal?.side === 'admin' && legal.step === 'REJECTED') todos.push({ kind: 'legalRejected', to: changePagePath(LEGAL_CHANGE_PAGES.adminReject, entCode) });
  if (admin?.side === 'applicant' && admin.step === 'REFUSED') todos.push({ kind: 'adminRefused', to: changePagePath(ADMIN_CHANGE_PAGES.result, entCode) });
  if (rejectedAuthPath) todos.push({ kind: 'entRejected', to: rejectedAuthPath });
  if (entToSign > 0) todos.push({ kind: 'entContracts', count: entToSign, to: '/contract/enterprise/list?status=TO_SIGN' });
  if (personToSign > 0) todos.push({ kind: 'personContracts', count: personToSign, to: '/contract/person/list?status=TO_SIGN' });
  return todos;
}
