import { createContext, use } from 'react';

/** Values the server knows from its environment and the browser learns from the data block. */
export interface SiteConfig {
  /** Origin used for canonical URLs, Open Graph and JSON-LD, without a trailing slash. */
  readonly siteUrl: string;
}

const SiteConfigContext = createContext<SiteConfig | null>(null);

export const SiteConfigProvider = SiteConfigContext.Provider;

export function useSiteConfig(): SiteConfig {
  const config = use(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig must be used inside SiteConfigProvider');
  return config;
}
