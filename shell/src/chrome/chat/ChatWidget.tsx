import { Suspense, lazy, useState } from 'react';
import { messages } from '../../i18n';
import { usePortalConfig } from '../portalConfig';
import { useChatSession } from './sdk';

const ChatPanel = lazy(() => import('./ChatPanel').then((m) => ({ default: m.ChatPanel })));

/**
 * The AI assistant: hidden until its outside SDK has loaded and initialised, then a launcher
 * that opens the chat panel (loaded on first use). Kept mounted across pages, so a
 * conversation survives navigation; `hidden` only hides it.
 */
export function ChatWidget({ hidden = false }: { hidden?: boolean }) {
  const config = usePortalConfig();
  const session = useChatSession(config?.chatSdkUrl);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!session) return null;
  return (
    <div className="portal-chat" hidden={hidden}>
      {!open && (
        <button
          type="button"
          className="portal-float portal-float--chat"
          aria-haspopup="dialog"
          // An icon button docked at the right edge (chrome.css): its name is in the label and the tooltip.
          aria-label={messages.chrome.chat.launcher}
          title={messages.chrome.chat.launcher}
          onClick={() => {
            setOpen(true);
            setOpened(true);
          }}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="12" cy="12" r="8" stroke="currentColor" strokeWidth="2" fill="none" />
            <circle cx="9" cy="11" r="1.2" fill="currentColor" />
            <circle cx="15" cy="11" r="1.2" fill="currentColor" />
          </svg>
        </button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <ChatPanel session={session} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
