import { useEffect } from 'react';
import { remoteCrash as t } from '../i18n/zh-CN/pages';

/** Shown in place of a remote whose page threw while rendering; `onShown` hears of it. */
export function RemoteCrash({ name, error, onShown }: { name: string; error: Error; onShown?: (error: Error) => void }) {
  useEffect(() => onShown?.(error), [onShown, error]);
  return (
    <section role="alert" className="portal-remote-crash" data-remote={name} style={{ padding: 32, textAlign: 'center' }}>
      <h2>{t.title}</h2>
      <p>{t.text}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t.reload}
      </button>
      <pre hidden>{error.message}</pre>
    </section>
  );
}
