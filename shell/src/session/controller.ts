/**
 * Which session dialog is open, and the promises waiting on them. Plain TypeScript, no UI kit:
 * the shell's light part (bus wiring, guard, top bar) writes here, and the dialogs, loaded on
 * first use, read it.
 */
import { createSubscribers, type Company, type OperationType, type PortalEvents } from '@portal/core';

/** The login dialog's second page: reset, change or find password, opened with a mobile and a title. */
export interface PasswordPage {
  mobile: string;
  title: string;
  operationType: OperationType;
}

export interface LoginDialogState {
  requestId?: string;
  key?: string;
  /** Opened from the permission-expired dialog: closing it without a login goes home. */
  afterExpiry: boolean;
  /** How the business-system jump that asked for this login continues after it. */
  jump?: { sameTab?: boolean; busType?: string };
  page: 'form' | 'password';
  password?: PasswordPage;
}

export interface CompanyChoiceState {
  companies: Company[];
  /** After a login a choice is required; switching company may be cancelled. */
  required: boolean;
  current?: Company | null;
  resolve: (company: Company | null | undefined) => void;
}

export type BlockingNotice = PortalEvents['notice:blocking'];

export interface DialogsState {
  login?: LoginDialogState;
  expired: boolean;
  notice?: BlockingNotice;
  companyChoice?: CompanyChoiceState;
  reloadPrompt?: { resolve: () => void };
  logoutConfirm: boolean;
  changePassword: boolean;
}

const initial: DialogsState = { expired: false, logoutConfirm: false, changePassword: false };

export interface SessionController {
  getState(): DialogsState;
  subscribe(listener: () => void): () => void;
  /** True once any dialog was asked for: the dialogs' code is then loaded. */
  everOpened(): boolean;
  openLogin(request: { requestId?: string; key?: string; afterExpiry?: boolean; jump?: LoginDialogState['jump'] }): void;
  showPasswordPage(page: PasswordPage): void;
  showLoginForm(): void;
  closeLogin(): LoginDialogState | undefined;
  showExpired(): void;
  closeExpired(): void;
  showNotice(notice: BlockingNotice): void;
  closeNotice(): BlockingNotice | undefined;
  /** Resolves with the chosen company; `undefined` when a cancellable choice was cancelled. */
  chooseCompany(companies: Company[], required: boolean, current?: Company | null): Promise<Company | null | undefined>;
  resolveCompany(company: Company | null | undefined): void;
  /** The login-mismatch prompt; resolves when confirmed (the page then reloads). */
  confirmReload(): Promise<void>;
  resolveReload(): void;
  setLogoutConfirm(open: boolean): void;
  setChangePassword(open: boolean): void;
}

export function createSessionController(): SessionController {
  let state = initial;
  let opened = false;
  const subscribers = createSubscribers();
  const update = (changes: Partial<DialogsState>) => {
    state = { ...state, ...changes };
    opened = true;
    subscribers.notify();
  };

  return {
    getState: () => state,
    subscribe: subscribers.subscribe,
    everOpened: () => opened,
    openLogin: ({ requestId, key, afterExpiry = false, jump }) => update({ login: { requestId, key, afterExpiry, jump, page: 'form' } }),
    showPasswordPage(password) {
      if (state.login) update({ login: { ...state.login, page: 'password', password } });
    },
    showLoginForm() {
      if (state.login) update({ login: { ...state.login, page: 'form', password: undefined } });
    },
    closeLogin() {
      const closed = state.login;
      if (closed) update({ login: undefined });
      return closed;
    },
    showExpired: () => update({ expired: true }),
    closeExpired: () => update({ expired: false }),
    showNotice(notice) {
      // One box for a burst of the same notice.
      if (state.notice && state.notice.code === notice.code && state.notice.message === notice.message) return;
      update({ notice });
    },
    closeNotice() {
      const closed = state.notice;
      update({ notice: undefined });
      return closed;
    },
    chooseCompany(companies, required, current) {
      state.companyChoice?.resolve(undefined);
      return new Promise((resolve) => update({ companyChoice: { companies, required, current, resolve } }));
    },
    resolveCompany(company) {
      const choice = state.companyChoice;
      update({ companyChoice: undefined });
      choice?.resolve(company);
    },
    confirmReload: () => new Promise((resolve) => update({ reloadPrompt: { resolve } })),
    resolveReload() {
      const prompt = state.reloadPrompt;
      update({ reloadPrompt: undefined });
      prompt?.resolve();
    },
    setLogoutConfirm: (logoutConfirm) => update({ logoutConfirm }),
    setChangePassword: (changePassword) => update({ changePassword }),
  };
}
