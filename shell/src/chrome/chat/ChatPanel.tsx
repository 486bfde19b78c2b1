import { useAction } from '@portal/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { messages } from '../../i18n';
import { CHAT_INPUT_MAX } from '../rules';
import type { ChatSession } from './sdk';
import './ChatPanel.css';

interface Line {
  id: number;
  from: 'user' | 'assistant';
  text: string;
  error?: boolean;
}

export interface ChatPanelProps {
  session: ChatSession;
  open: boolean;
  onClose: () => void;
}

/** The conversation with the assistant: at most 50 characters a question. */
export function ChatPanel({ session, open, onClose }: ChatPanelProps) {
  const { chat } = messages.chrome;
  const [lines, setLines] = useState<Line[]>([{ id: 0, from: 'assistant', text: chat.welcome }]);
  const [draft, setDraft] = useState('');
  const nextId = useRef(1);
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView?.({ block: 'end' });
  }, [lines]);

  const add = (line: Omit<Line, 'id'>) => setLines((all) => [...all, { ...line, id: (nextId.current += 1) }]);

  const asking = useAction(async (question: string) => {
    try {
      const reply = await session.ask(question);
      add({ from: 'assistant', text: reply.known && reply.answer ? reply.answer : chat.unknown });
    } catch {
      add({ from: 'assistant', text: chat.connectionError, error: true });
    }
  });
  const busy = asking.busy;

  const send = (e: FormEvent) => {
    e.preventDefault();
    const question = draft.trim().slice(0, CHAT_INPUT_MAX);
    if (!question || busy) return;
    add({ from: 'user', text: question });
    setDraft('');
    void asking.run(question);
  };

  return (
    <section className="portal-chat__panel" role="dialog" aria-label={chat.title} hidden={!open}>
      <header className="portal-chat__head">
        <h2>{chat.title}</h2>
        <button type="button" aria-label={chat.close} onClick={onClose}>
          ×
        </button>
      </header>
      <ol ref={listRef} className="portal-chat__lines" aria-live="polite">
        {lines.map((line) => (
          <li key={line.id} className={`portal-chat__line portal-chat__line--${line.from}${line.error ? ' portal-chat__line--error' : ''}`}>
            <span className="portal-chat__who">{line.from === 'user' ? chat.you : chat.assistant}</span>
            <p>{line.text}</p>
          </li>
        ))}
        {busy && <li className="portal-chat__line portal-chat__line--pending">{chat.sending}</li>}
      </ol>
      <form className="portal-chat__form" onSubmit={send}>
        <input
          ref={inputRef}
          value={draft}
          maxLength={CHAT_INPUT_MAX}
          placeholder={chat.placeholder}
          aria-label={chat.placeholder}
          onChange={(e) => setDraft(e.target.value.slice(0, CHAT_INPUT_MAX))}
        />
        <button type="submit" disabled={busy || draft.trim() === ''}>
          {chat.send}
        </button>
      </form>
    </section>
  );
}
