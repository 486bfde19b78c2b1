/**
 * The legal-representative change and administrator change rules (issue 11, auth-domain.md
 * "Changes and administrators"): which page a change's state allows for the caller's side, where a
 * task link lands, what blocks product entry. Pure: the pages and the mock both follow them.
 */
import {
  LEGAL_CHANGE_BUSINESS_TYPES,
  type AdminChangeView,
  type ChangeInfoAnswer,
  type ChangeWay,
  type ChangeSide,
  type LegalChangeBusinessType,
  type LegalChangeStep,
  type LegalChangeView,
} from '../api/change';
import type { ChangeState } from '../api/auth';
import { ROUTES } from '../routing/routes';

const pathsOf = <T extends Record<string, { path: string }>>(refs: T): { readonly [K in keyof T]: T[K]['path'] } =>
  Object.fromEntries(Object.entries(refs).map(([key, ref]) => [key, ref.path])) as { readonly [K in keyof T]: T[K]['path'] };

/** The change pages' paths (the route map's `auth.legalChange` and `auth.adminChange`). */
export const LEGAL_CHANGE_PAGES = pathsOf(ROUTES.auth.legalChange);

export const ADMIN_CHANGE_PAGES = pathsOf(ROUTES.auth.adminChange);

export type LegalChangePage = (typeof LEGAL_CHANGE_PAGES)[keyof typeof LEGAL_CHANGE_PAGES];
export type AdminChangePage = (typeof ADMIN_CHANGE_PAGES)[keyof typeof ADMIN_CHANGE_PAGES];

/**
 * Whether the typed new legal representative (the upload page's draft) still belongs to the
 * change: kept through submit, review and a rejection's 重新上传材料, dropped once the change
 * succeeded (a later change starts blank).
 */
export function keepsLegalChangeDraft(change: Pick<LegalChangeView, 'step'> | null | undefined): boolean {
  return change?.step !== 'SUCCESS';
}

/** 11001 and 11002 (spec 000 section 3) mean a legal-representative change. */
export function isLegalChangeBusinessType(value: string | null | undefined): value is LegalChangeBusinessType {
  return (LEGAL_CHANGE_BUSINESS_TYPES as readonly string[]).includes(value ?? '');
}

/**
 * The pages a legal-representative change allows the caller, the first being where they belong.
 * The administrator starts it (no change yet: upload); the new legal representative only has pages
 * once named, and only the result once they signed.
 */
export function legalChangePages(change: LegalChangeView | null, isAdministrator: boolean): LegalChangePage[] {
  const P = LEGAL_CHANGE_PAGES;
  if (!change) return isAdministrator ? [P.adminUpload] : [];
  if (change.side === 'admin') {
    switch (change.step) {
      case 'UPLOAD':
        return [P.adminUpload];
      case 'WAIT_LEGAL':
        return [P.adminNotifyLegal];
      case 'MANUAL_REVIEW':
        return [P.adminManualReview];
      case 'REJECTED':
        // Fixing a rejection is uploading again: the upload page is where the fix is made.
        return [P.adminReject, P.adminUpload];
      case 'SUCCESS':
        return [P.legalResult];
    }
  }
  if (change.side === 'legal') {
    if (change.step === 'UPLOAD') return [];
    if (change.step === 'WAIT_LEGAL') return [P.legalSign, P.legalChange];
    return [P.legalResult];
  }
  return [];
}

/** Where the caller belongs in a legal-representative change, or null when nowhere. */
export function legalChangeLanding(change: LegalChangeView | null, isAdministrator: boolean): LegalChangePage | null {
  return legalChangePages(change, isAdministrator)[0] ?? null;
}

/** The pages an administrator change allows the caller (the applicant, or anyone linked before applying). */
export function adminChangePages(change: AdminChangeView | null): AdminChangePage[] {
  const P = ADMIN_CHANGE_PAGES;
  if (!change) return [P.change];
  if (change.side !== 'applicant') return change.step === 'WAIT_LEGAL' ? [] : [P.change];
  if (change.step === 'WAIT_LEGAL') return [P.notifyLegal];
  // A refusal is read on the result page; applying again starts over.
  return change.step === 'REFUSED' ? [P.result, P.change] : [P.result];
}

/** A page's path with the company it is for. */
export function changePagePath(page: LegalChangePage | AdminChangePage, entCode: string): string {
  return `${page}?${new URLSearchParams({ creditCode: entCode }).toString()}`;
}

/**
 * Where the user centre's enterprise information (and any status dialog) starts a change for a
 * company: the first page of it; the page moves the caller on to their step.
 */
export function changeEntryPath(kind: 'legal' | 'admin', entCode: string): string {
  return changePagePath(kind === 'legal' ? LEGAL_CHANGE_PAGES.adminUpload : ADMIN_CHANGE_PAGES.change, entCode);
}

/** Where a task link (`/auth/task/jump`) lands the caller, or null when the change has nothing for them. */
export function taskLanding(changeWay: ChangeWay, info: ChangeInfoAnswer, isAdministrator: boolean): string | null {
  const page = changeWay === 'LEGAL' ? legalChangeLanding(info.legalChange, isAdministrator) : (adminChangePages(info.adminChange)[0] ?? null);
  return page ? changePagePath(page, info.entCode) : null;
}

/** In progress until it succeeded: what product entry blocks smallsupply and proBill on. */
export function changeStates(info: { legalChange: { step: string } | null; adminChange: { step: string } | null }): { legalChange: ChangeState; adminChange: ChangeState } {
  const state = (change: { step: string } | null): ChangeState => (change && change.step !== 'SUCCESS' && change.step !== 'REFUSED' ? 'inProgress' : 'none');
  return { legalChange: state(info.legalChange), adminChange: state(info.adminChange) };
}

// --- to-dos: a change waiting on the caller -------------------------------------------------

/** The legal-representative change steps that wait on each side's own action (the rest wait on someone else, or are over). */
const LEGAL_CHANGE_WAITS_ON: Record<ChangeSide, readonly LegalChangeStep[]> = { legal: ['WAIT_LEGAL'], admin: ['UPLOAD', 'REJECTED'], applicant: [], other: [] };

/** Where a legal-representative change waits on the caller (their landing page), or null when it waits on no action of theirs. */
export function legalChangeTodo(change: LegalChangeView | null): LegalChangePage | null {
  if (!change || !LEGAL_CHANGE_WAITS_ON[change.side].includes(change.step)) return null;
  return legalChangeLanding(change, change.side === 'admin');
}

/** Where an administrator change waits on the caller: a refused applicant reads the result; otherwise null. */
export function adminChangeTodo(change: AdminChangeView | null): AdminChangePage | null {
  return change?.side === 'applicant' && change.step === 'REFUSED' ? (adminChangePages(change)[0] ?? null) : null;
}
