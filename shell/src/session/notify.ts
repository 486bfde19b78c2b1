/**
 * Toasts with the kit's message, loaded on the first toast: the first page never waits for the
 * kit. A text already showing is replaced, not stacked (twenty failures give one toast).
 */
type Kind = 'success' | 'error' | 'info';

function show(kind: Kind, text: string): void {
  if (!text) return;
  void import('@portal/ui/kit/message').then(({ message }) => {
    void message.open({ type: kind, content: text, key: `${kind}:${text}` });
  });
}

export const notify = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
};
