/**
 * Drafts of the authentication forms (issue 9 item 9, issue 47 item 8): what was typed on a page
 * stays in the encrypted client storage, per mobile and page, until the page's form is submitted
 * (the legal-representative change's until the change succeeds: `keepsLegalChangeDraft`).
 */
import { secureStorage, type DraftValues, type SecureStorage } from '../storage';

export type DraftPage = 'AuthPerson/AuthCertificate' | 'AuthPerson/AuthType' | 'AuthEnterprise/AuthCertificate' | 'AuthEnterprise/AuthPayment' | 'LegalChange/admin/upload';

const draftId = (mobile: string, page: DraftPage): string => `${mobile}|${page}`;

/** Only plain strings and booleans are kept: files, codes and objects are typed again. */
function plainFields(values: DraftValues, omit: readonly string[]): DraftValues {
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => !omit.includes(key) && (typeof value === 'string' || typeof value === 'boolean' || (Array.isArray(value) && value.every((item) => typeof item === 'string')))),
  );
}

export interface DraftStore {
  load(mobile: string, page: DraftPage): DraftValues | undefined;
  /** Saves the fields (an empty draft removes it); `omit` names fields never kept (SMS codes). */
  save(mobile: string, page: DraftPage, values: DraftValues, omit?: readonly string[]): void;
  clear(mobile: string, page: DraftPage): void;
}

export function createDraftStore(storage: SecureStorage = secureStorage): DraftStore {
  return {
    load: (mobile, page) => (mobile ? storage.getDraft(draftId(mobile, page)) : undefined),
    save(mobile, page, values, omit = []) {
      if (!mobile) return;
      const kept = plainFields(values, omit);
      const empty = Object.values(kept).every((value) => value === '' || value === false || (Array.isArray(value) && value.length === 0));
      if (empty) storage.removeDraft(draftId(mobile, page));
      else storage.setDraft(draftId(mobile, page), kept);
    },
    clear: (mobile, page) => {
      if (mobile) storage.removeDraft(draftId(mobile, page));
    },
  };
}

/** The portal's drafts. */
export const drafts: DraftStore = createDraftStore();
