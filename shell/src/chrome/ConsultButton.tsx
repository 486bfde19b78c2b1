import { messages } from '../i18n';
import { usePortalConfig } from './portalConfig';
import './chrome.css';

/** Opens the online customer-service chat (a page of the service, in a new tab). */
export function ConsultButton() {
  const config = usePortalConfig();
  // A deployment without a customer-service page shows no button (disabled only while the file loads).
  if (config && !config.customerServiceUrl) return null;
  return (
    <button
      type="button"
      className="portal-float portal-float--consult"
      // An icon button docked at the right edge (chrome.css): its name is in the label and the tooltip.
      aria-label={messages.chrome.consult}
      title={messages.chrome.consult}
      disabled={!config}
      onClick={() => config?.customerServiceUrl && window.open(config.customerServiceUrl, '_blank', 'noopener')}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M4 5h16v11H9l-5 4z" stroke="currentColor" strokeWidth="2" fill="none" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
