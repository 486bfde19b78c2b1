import { useEffect, useState } from 'react';
import { BASE_PATH, businessSystemUrlFrom, configureSession } from '@portal/core';
import { untilFirstView } from '@portal/ui';

/** Footer variants: the legal text of the factoring company or of the digital-technology company. */
export type FooterVariant = 'factoring' | 'digital';

const FOOTER_VARIANTS: readonly FooterVariant[] = ['factoring', 'digital'];

/**
 * `/cWeb/portal.config.json`: run-time configuration of the chrome, fetched at start and never
 * cached, so a deployment changes it without rebuilding the shell.
 */
export interface PortalConfig {
  footer: {
    /** Host name (no port) -> variant. */
    hosts: Readonly<Record<string, FooterVariant>>;
    default: FooterVariant;
  };
  /** The online customer-service page the consultation button opens (none: no button). */
  customerServiceUrl?: string;
  /** The AI chat widget's outside SDK script (none: no assistant). */
  chatSdkUrl?: string;
  /** The group IAM centre's sign-on page (none: the login dialog offers no IAM sign-on). */
  iamLoginUrl?: string;
  /** A business system's landing page, `{key}` standing for the system's key (none: no jump). */
  businessSystemUrl?: string;
  /** The site's filing numbers per footer variant (each company files its own sites). */
  filings: Readonly<Partial<Record<FooterVariant, Filing>>>;
}

/**
 * The numbers a Chinese website shows in its footer: the MIIT ICP filing number and the
 * public-security filing number (its digits are the record code), each linking to its registry.
 */
export interface Filing {
  icp?: string;
  police?: string;
}

/** The MIIT filing registry an ICP number links to. */
export const ICP_REGISTRY_URL = 'https://beian.miit.gov.cn/';

/** The public-security registry's page of one filing: its record code is the number's digits. */
export function policeRegistryUrl(police: string): string {
  return `http://www.beian.gov.cn/portal/registerSystemInfo?recordcode=${police.replace(/\D/g, '')}`;
}

export const PORTAL_CONFIG_URL = `${BASE_PATH}/portal.config.json`;

/**
 * What the chrome uses when the file cannot be read: no outside address (the embedded mock serves
 * its simulators' addresses in the file; with real servers, the deployment writes theirs).
 */
export const FALLBACK_CONFIG: PortalConfig = {
  footer: { hosts: {}, default: 'factoring' },
  filings: {},
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isVariant = (v: unknown): v is FooterVariant => typeof v === 'string' && (FOOTER_VARIANTS as readonly string[]).includes(v);

/** Reads the file leniently: a bad field falls back on its own, the rest still applies. */
export function parsePortalConfig(input: unknown): PortalConfig {
  if (!isRecord(input)) return FALLBACK_CONFIG;
  const footer = isRecord(input.footer) ? input.footer : {};
  const hosts: Record<string, FooterVariant> = {};
  if (isRecord(footer.hosts)) {
    for (const [host, variant] of Object.entries(footer.hosts)) if (isVariant(variant)) hosts[host.toLowerCase()] = variant;
  }
  const filings: Partial<Record<FooterVariant, Filing>> = {};
  if (isRecord(input.filings)) {
    const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
    for (const [variant, filing] of Object.entries(input.filings)) {
      if (!isVariant(variant) || !isRecord(filing)) continue;
      const icp = text(filing.icp);
      const police = text(filing.police);
      // A police number must carry its record code (digits) to link to the registry.
      const entry: Filing = {};
      if (icp) entry.icp = icp;
      if (police && /\d/.test(police)) entry.police = police;
      filings[variant] = entry;
    }
  }
  const url = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
  const config: PortalConfig = { footer: { hosts, default: isVariant(footer.default) ? footer.default : FALLBACK_CONFIG.footer.default }, filings };
  for (const key of ['customerServiceUrl', 'chatSdkUrl', 'iamLoginUrl', 'businessSystemUrl'] as const) {
    const value = url(input[key]);
    if (value) config[key] = value;
  }
  return config;
}

/** Hands the session its outside addresses (the IAM centre, the business systems) from the file. */
export function applySessionSettings(config: PortalConfig): PortalConfig {
  configureSession({ iamLoginUrl: config.iamLoginUrl, businessSystemUrl: config.businessSystemUrl ? businessSystemUrlFrom(config.businessSystemUrl) : undefined });
  return config;
}

/** The footer variant for a host name (`location.hostname`). */
export function footerVariantFor(hostname: string, config: PortalConfig): FooterVariant {
  return config.footer.hosts[hostname.toLowerCase()] ?? config.footer.default;
}

let loading: Promise<PortalConfig> | undefined;

/**
 * Fetches the file once per page load (no-store: always the deployed one), at the first view's
 * `content` moment (the page's first content has painted): the footer's legal text, the consultation button and the chat wait on it,
 * the page's own files do not.
 */
export function loadPortalConfig(url = PORTAL_CONFIG_URL, ready: () => Promise<void> = () => untilFirstView('content')): Promise<PortalConfig> {
  // Through a then, so a missing fetch (old browser, test DOM) also falls back instead of throwing.
  loading ??= ready()
    .then(() => fetch(url, { cache: 'no-store' }))
    .then((response) => (response.ok ? response.json() : undefined))
    .then(parsePortalConfig, () => FALLBACK_CONFIG)
    .then(applySessionSettings);
  return loading;
}

/** For tests: forget the loaded file. */
export function resetPortalConfig(): void {
  loading = undefined;
}

/** The configuration once loaded (undefined while the file is on its way). */
export function usePortalConfig(): PortalConfig | undefined {
  const [config, setConfig] = useState<PortalConfig>();
  useEffect(() => {
    let live = true;
    loadPortalConfig().then((c) => live && setConfig(c));
    return () => {
      live = false;
    };
  }, []);
  return config;
}
