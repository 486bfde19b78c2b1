import { useCallback, useEffect, useRef, useState } from 'react';
import { OperationType, loginMachine, loginRefusal, transition, type LoginEvent, type LoginRefusalShown, type LoginState, type SliderPass } from '@portal/core';
import { useFlowEffects } from '@portal/ui';
import { useLockCountdown } from '@portal/ui/sms-step';
import { messages } from '../../i18n';
import type { PasswordPage } from '../controller';
import { useShellSession } from '../ShellSession';

const t = messages.session;

export type LoginTab = 'sms' | 'password';

export interface LoginCallOptions {
  tab: LoginTab;
  mobile: string;
  code: string;
  password: string;
  /** The SMS step's token (a code was sent for it). */
  smsToken: string | undefined;
  onLoggedIn: (mobile: string) => void;
  onOpenPassword: (page: PasswordPage) => void;
}

/**
 * The login itself (`loginMachine`): the call of the tab, then what follows a login; a refusal
 * shown as `loginRefusal` says (the refusal box, a toast, the password page), the tab's button
 * locked for the wait the server names.
 */
export function useLoginCall({ tab, mobile, code, password, smsToken, onLoggedIn, onOpenPassword }: LoginCallOptions) {
  const { deps, flows } = useShellSession();
  const [state, setState] = useState<LoginState>('editing');
  const [refusal, setRefusal] = useState<Extract<LoginRefusalShown, { kind: 'form' }>>();
  const pass = useRef<SliderPass | undefined>(undefined);
  const token = useRef<string | undefined>(undefined);
  // Each tab's login may be refused for a while (locked account, dead SMS token, rate limit).
  const smsLock = useLockCountdown();
  const passwordLock = useLockCountdown();
  const dispatch = useCallback((event: LoginEvent) => setState((current) => transition(loginMachine, current, event)), []);

  // A fresh SMS token replaces the one the server refused (501005 locks that token, not the mobile).
  const clearSmsLock = smsLock.clear;
  useEffect(() => {
    if (smsToken !== undefined) clearSmsLock();
  }, [smsToken, clearSmsLock]);

  useFlowEffects(state, {
    signingIn: (run) => {
      const call = tab === 'sms' ? deps.api.smsLogin(mobile, code, smsToken) : deps.api.passwordLogin(mobile, password, pass.current ?? { token: '', secondToken: '' });
      call.then(
        (result) => {
          if (!run.current) return;
          token.current = result.token;
          dispatch('TOKEN_RECEIVED');
        },
        (error: unknown) => {
          if (!run.current) return;
          // Back to editing with what was typed; a password login's next press opens a fresh puzzle.
          const refused = loginRefusal(error);
          if (refused.resetCaptcha) pass.current = undefined;
          dispatch('SIGN_IN_FAILED');
          if (refused.lockSeconds) (tab === 'sms' ? smsLock : passwordLock).lock(refused.lockSeconds);
          const { shown } = refused;
          if (shown.kind === 'form') setRefusal(shown);
          else if (shown.kind !== 'none') deps.notify.error(shown.message);
          if (shown.kind === 'passwordPage') {
            const title = shown.operationType === OperationType.activate ? t.activateTitle : t.resetTitle;
            onOpenPassword({ mobile, title, operationType: shown.operationType });
          }
        },
      );
    },
    completing: (run) => {
      if (!token.current) return;
      flows.completeLogin(token.current, mobile).then((end) => {
        if (end === 'done') {
          if (run.current) dispatch('COMPLETED');
          // Reported even when the form is gone: the login itself happened.
          onLoggedIn(mobile);
        } else if (end === 'failed' && run.current) {
          dispatch('COMPLETION_FAILED');
        }
      });
    },
  });

  return {
    state,
    dispatch,
    refusal,
    clearRefusal: () => setRefusal(undefined),
    lock: tab === 'sms' ? smsLock : passwordLock,
    /** The password login's puzzle passed: the login goes on with it. */
    captchaPassed: (passed: SliderPass) => {
      pass.current = passed;
      dispatch('CAPTCHA_PASSED');
    },
    signIn: () => {
      setRefusal(undefined);
      dispatch(tab === 'sms' ? 'SUBMIT_SMS' : 'SUBMIT_PASSWORD');
    },
  };
}
