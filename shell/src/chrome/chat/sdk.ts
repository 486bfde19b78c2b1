import { useEffect, useState } from 'react';
import { after } from '@portal/ui';
import { CHAT_SDK_RETRY_MS } from '../rules';

/** What the assistant answers: `known: false` when it has no answer to the question. */
export interface ChatReply {
  known: boolean;
  answer: string;
}

export interface ChatSession {
  /** Rejects when the assistant cannot be reached. */
  ask(question: string): Promise<ChatReply>;
}

/** The outside chat SDK, as its script installs it on `window`. */
export interface ChatSdk {
  init(options: { channel: string }): ChatSession;
}

declare global {
  interface Window {
    PortalChatSDK?: ChatSdk;
  }
}

const SCRIPT_ID = 'portal-chat-sdk';

/** Adds the SDK's script once; it loads in the background. */
export function injectChatSdk(url: string): void {
  if (document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src = url;
  script.async = true;
  document.head.appendChild(script);
}

/** One initialisation attempt: the session, or undefined while the SDK is not there yet. */
export function tryInitChat(): ChatSession | undefined {
  const sdk = window.PortalChatSDK;
  if (!sdk || typeof sdk.init !== 'function') return undefined;
  try {
    return sdk.init({ channel: 'customer-pc' });
  } catch {
    return undefined;
  }
}

/**
 * Loads the SDK from `url` and retries initialising it every 500 ms until it is loaded,
 * however late the script arrives. Undefined until then (the widget stays hidden).
 */
export function useChatSession(url: string | undefined): ChatSession | undefined {
  const [session, setSession] = useState<ChatSession>();
  useEffect(() => {
    if (!url || session) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const attempt = () => {
      const ready = tryInitChat();
      if (ready) {
        clearInterval(timer);
        setSession(ready);
      }
    };
    // The SDK is not part of the page: it loads at the first view's `idle` moment.
    const cancel = after('idle', () => {
      injectChatSdk(url);
      timer = setInterval(attempt, CHAT_SDK_RETRY_MS);
      attempt();
    });
    return () => {
      cancel();
      clearInterval(timer);
    };
  }, [url, session]);
  return session;
}
