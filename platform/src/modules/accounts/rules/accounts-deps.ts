// What the accounts use cases share: database, keys, gateways, SMS policy and the abuse limits.
import type { SiteProfile } from '../../../../../contract/site-profile';
import type { Db } from '../../../core/database/client';
import type { AbuseLimits } from '../../../core/abuse-limits';
import type { AccountsKeys } from './accounts-key';
import type { Cached } from '../../../core/cached';
import type { MailGateway } from './mail-gateway';
import type { SmsGateway } from './sms-gateway';
import type { SmsPolicy } from './sms-policy';

export interface AccountsDeps {
  db: Db;
  /** demo or production: a production site refuses the demo's published passwords (published-passwords.ts). */
  profile: SiteProfile;
  keys: AccountsKeys;
  sms: SmsGateway;
  mail: MailGateway;
  /** Base of links in e-mails (PORTAL_PUBLIC_URL), e.g. http://localhost:3000. */
  portalUrl: string;
  smsPolicy: Cached<SmsPolicy>;
  flags: Cached<Record<string, boolean>>;
  /** Every rate limit (abuse-limits.ts): in Redis when REDIS_URL is set, shared by all processes. */
  limits: AbuseLimits;
}

export interface Client {
  ip: string;
  /** The kind of client (`Device` header: web, app). */
  device: string;
  /** SHA-256 (hex) of the browser's device id (contract/device-id.ts), when it sent one. */
  deviceHash?: string;
  /** The Language header: what the member reads the page in (the stored choice wins where there is one). */
  language?: string;
}
