// The site's own settings: their keys in the settings table (core/database/settings.ts) and their
// shapes. First-start values are the seed's (seed/site-config.ts, seed/site-licence.ts).
export const SETTING_KEYS = {
  systemStatus: 'system.status',
  systemInfo: 'system.info',
  whitelabel: 'system.whitelabel',
  menuOrder: 'games.menuOrder',
  regionRules: 'system.regionRules',
} as const;

/** The operator's licence entry (spec §2 "legal licence" popup; contract/site-licence.ts). */
export const LICENCE_SETTING_KEY = 'site.licence';

export interface SystemInfo {
  mainDomain: string;
  analytics: { gtagId: string | null };
  imageCDNs: string[];
  launchGameCDNs: string[];
  maintenance: { title: string; info: string };
}

export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}
