import { messages } from '../i18n';
import { ICP_REGISTRY_URL, footerVariantFor, policeRegistryUrl, usePortalConfig } from './portalConfig';
import './chrome.css';

/**
 * The footer with the company's legal text, chosen by host: the host-to-variant map is in
 * portal.config.json, so a new domain needs no rebuild. Until the file is read the legal part
 * stays empty rather than showing a company that may be the wrong one. Below it, the site's ICP and
 * public-security filing numbers of that variant, from the same file, linking to their registries.
 */
export function Footer() {
  const { footer } = messages.chrome;
  const config = usePortalConfig();
  const variant = config && footerVariantFor(window.location.hostname, config);
  const legal = variant && footer.variants[variant];
  const filing = variant && config.filings[variant];
  return (
    <footer className="portal-footer" aria-label={messages.chrome.footerLabel} data-variant={variant ?? 'loading'}>
      <p className="portal-footer__links">{footer.links}</p>
      <div className="portal-footer__legal">
        {legal && (
          <>
            <p className="portal-footer__company">{legal.company}</p>
            {legal.legal.map((line) => (
              <p key={line}>{line}</p>
            ))}
            <p>{legal.copyright}</p>
            {(filing?.icp || filing?.police) && (
              <p className="portal-footer__filings">
                {filing.icp && (
                  <a href={ICP_REGISTRY_URL} target="_blank" rel="noopener noreferrer">
                    {filing.icp}
                  </a>
                )}
                {filing.police && (
                  <a href={policeRegistryUrl(filing.police)} target="_blank" rel="noopener noreferrer">
                    {filing.police}
                  </a>
                )}
              </p>
            )}
          </>
        )}
      </div>
    </footer>
  );
}
