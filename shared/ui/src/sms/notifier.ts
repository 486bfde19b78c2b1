import { message } from '@portal/ui/kit/message';

/** Where a form's toasts go: the kit's message by default, the shell's in the session dialogs. */
export interface Notifier {
  success: (text: string) => void;
  error: (text: string) => void;
}

export const kitNotifier: Notifier = {
  success: (text) => void message.success(text),
  error: (text) => void message.error(text),
};
